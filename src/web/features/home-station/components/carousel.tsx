import { Box, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CAROUSEL_AUTOPLAY_MS } from '@shared/constants';
import { carouselPlays, slideAfter } from '../carousel.logic';
import { usePrefersReducedMotion } from '../portal-hooks';

export interface CarouselSlide {
  key: string | number;
  image: string;
  /** The slide's description, shown over the picture. */
  title: string;
  to: string;
  onOpen?: () => void;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  label: string;
  direction?: 'horizontal' | 'vertical';
  height?: string | Record<string, string>;
}

const controlStyle = {
  size: 'sm',
  variant: 'solid',
  bg: 'blackAlpha.600',
  color: 'white',
  rounded: 'full',
  _hover: { bg: 'blackAlpha.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'gold.300', outlineOffset: '2px' },
} as const;

/**
 * The picture carousel (section 2): slides of a picture and its description that move every
 * CAROUSEL_AUTOPLAY_MS, horizontally or vertically. It stops while the pointer is over it or
 * the keyboard is in it, when the visitor pauses it, and for visitors who ask for less motion.
 */
export function Carousel({ slides, label, direction = 'horizontal', height = { base: '220px', md: '340px' } }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const plays = carouselPlays({ count, hovered, focused, paused, reducedMotion });

  useEffect(() => {
    if (!plays) return;
    const timer = setInterval(() => setIndex((i) => slideAfter(i, count)), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [plays, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const vertical = direction === 'vertical';

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      overflow="hidden"
      rounded="md"
      bg="brand.900"
      h={height}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box h="full" aria-live={plays ? 'off' : 'polite'}>
        <Flex
          direction={vertical ? 'column' : 'row'}
          h="full"
          transform={vertical ? `translateY(-${current * 100}%)` : `translateX(-${current * 100}%)`}
          transition={reducedMotion ? undefined : 'transform 0.6s ease'}
        >
          {slides.map((slide, i) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              flex="0 0 100%"
              h="full"
              position="relative"
              inert={i !== current}
            >
              <RouterLink to={slide.to} onClick={slide.onOpen} style={{ display: 'block', height: '100%' }}>
                <Image src={slide.image} alt="" w="full" h="full" objectFit="cover" bg="brand.50" />
                <Box position="absolute" insetX="0" bottom="0" px="4" pt="8" pb="10" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent">
                  <Text color="white" fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} lineClamp={1}>
                    {slide.title}
                  </Text>
                </Box>
              </RouterLink>
            </Box>
          ))}
        </Flex>
      </Box>
      {count > 1 && (
        <HStack position="absolute" bottom="2" right="3" gap="1.5">
          {slides.map((slide, i) => (
            <Box
              as="button"
              key={slide.key}
              aria-label={`第 ${i + 1} 张：${slide.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              w={i === current ? '5' : '2.5'}
              h="2.5"
              rounded="full"
              bg={i === current ? 'gold.300' : 'whiteAlpha.700'}
              transition="width 0.2s"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'gold.300', outlineOffset: '2px' }}
            />
          ))}
          <IconButton {...controlStyle} size="xs" ms="1" aria-label={paused ? '继续轮播' : '暂停轮播'} onClick={() => setPaused((p) => !p)}>
            {paused ? <PlayIcon /> : <PauseIcon />}
          </IconButton>
        </HStack>
      )}
      {count > 1 && (
        <>
          <IconButton {...controlStyle} position="absolute" left="2" top="50%" transform="translateY(-50%)" aria-label="上一张" onClick={() => setIndex(slideAfter(current, count, -1))}>
            <Chevron direction="left" />
          </IconButton>
          <IconButton {...controlStyle} position="absolute" right="2" top="50%" transform="translateY(-50%)" aria-label="下一张" onClick={() => setIndex(slideAfter(current, count))}>
            <Chevron direction="right" />
          </IconButton>
        </>
      )}
    </Box>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M10 3 L5 8 L10 13' : 'M6 3 L11 8 L6 13'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="2" y="1.5" width="3" height="9" fill="currentColor" />
      <rect x="7" y="1.5" width="3" height="9" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M3 1.5 L10.5 6 L3 10.5 Z" fill="currentColor" />
    </svg>
  );
}

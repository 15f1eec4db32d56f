import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { CAROUSEL_AUTOPLAY_MS } from '@shared/constants';
import { carouselPlays, slideAfter } from '../carousel.logic';
import { usePrefersReducedMotion } from '../portal-hooks';
import styles from './carousel.module.css';

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
  /** A CSS height instead of the default 220px (340px from md). */
  height?: string;
}

/**
 * The picture carousel: slides of a picture and its description that move every
 * CAROUSEL_AUTOPLAY_MS, horizontally or vertically. It stops while the pointer is over it or
 * the keyboard is in it, when the visitor pauses it, and for visitors who ask for less motion.
 */
export function Carousel({ slides, label, direction = 'horizontal', height }: CarouselProps) {
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
  const trackClass = [styles.track, vertical && styles.vertical, reducedMotion && styles.still].filter(Boolean).join(' ');

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      style={height ? { height } : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} aria-live={plays ? 'off' : 'polite'}>
        <div className={trackClass} style={{ transform: vertical ? `translateY(-${current * 100}%)` : `translateX(-${current * 100}%)` }}>
          {slides.map((slide, i) => (
            <div key={slide.key} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${count}`} className={styles.slide} inert={i !== current}>
              <Link to={slide.to} onClick={slide.onOpen}>
                {/* The first picture is the page's largest paint: fetched first; the others wait. */}
                <img
                  src={slide.image}
                  alt=""
                  className={styles.image}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
                <div className={styles.caption}>
                  <p className={styles.captionText}>{slide.title}</p>
                </div>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              type="button"
              key={slide.key}
              className={styles.dot}
              aria-label={`第 ${i + 1} 张：${slide.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
          <button type="button" className={`${styles.control} ${styles.pause}`} aria-label={paused ? '继续轮播' : '暂停轮播'} onClick={() => setPaused((p) => !p)}>
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
        </div>
      )}
      {count > 1 && (
        <>
          <button type="button" className={`${styles.control} ${styles.prev}`} aria-label="上一张" onClick={() => setIndex(slideAfter(current, count, -1))}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={`${styles.control} ${styles.next}`} aria-label="下一张" onClick={() => setIndex(slideAfter(current, count))}>
            <Chevron direction="right" />
          </button>
        </>
      )}
    </section>
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

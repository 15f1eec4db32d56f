import { Box } from '@chakra-ui/react';
import { useLoadingBar, type NavigationSource } from '@web/lib/use-loading-bar';

/** The top loading bar of every screen: gold while loading, red when something failed. */
export function LoadingBar({ router }: { router: NavigationSource }) {
  const { visible, progress, failed, state } = useLoadingBar({ router });
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      h="3px"
      zIndex="max"
      pointerEvents="none"
      opacity={visible ? 1 : 0}
      transition={visible ? 'opacity 0.1s' : 'opacity 0.3s 0.1s'}
      data-state={state}
      role={visible ? 'progressbar' : undefined}
      aria-label={visible ? '页面加载进度' : undefined}
      aria-valuemin={visible ? 0 : undefined}
      aria-valuemax={visible ? 100 : undefined}
      aria-valuenow={visible ? Math.round(progress) : undefined}
      aria-hidden={visible ? undefined : true}
    >
      <Box
        h="full"
        w={`${progress}%`}
        bg={failed ? '#ff3b3b' : 'gold.300'}
        boxShadow={failed ? '0 0 6px rgba(255, 255, 255, 0.9)' : '0 0 8px rgba(243, 220, 141, 0.9)'}
        transition={progress === 0 ? 'none' : 'width 0.2s linear'}
        roundedRight="full"
      />
    </Box>
  );
}

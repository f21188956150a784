import type { ModalProps } from '@mantine/core';

type FramedModal = Pick<ModalProps, 'yOffset' | 'centered' | 'fullScreen' | 'styles'>;

/**
 * The survey form in its frame is as tall as the form (the page around it sizes the frame), so a dialog placed in
 * the frame's viewport as usual may be far above or below what the user sees. There a dialog goes where the visible
 * part of the frame begins, and keeps its height (Mantine's limit counts the whole frame's height twice the offset
 * less); elsewhere nothing changes.
 */
export function framedModalProps(): FramedModal {
  const frame = window.frameElement;
  if (!frame) return {};
  const hidden = -frame.getBoundingClientRect().top;
  return {
    // Below the page's sticky header (64 px) when the frame's top has scrolled under it.
    yOffset: hidden > 0 ? hidden + 80 : 16,
    centered: false,
    fullScreen: false,
    styles: { content: { maxHeight: 'none' } },
  };
}

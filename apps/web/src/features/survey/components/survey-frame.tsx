import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { frameHeight, readFrameMessage } from '../frame-messages.ts';
import type { FrameMessage } from '../frame-messages.ts';
import { surveyFrameSrc } from '../survey-language.ts';

interface Props {
  sUrl: string;
  language: LanguageId;
  labStatus: 'A' | 'P' | null;
  /** Every message of the form but its height, which sizes the frame here. */
  onMessage?: (message: Exclude<FrameMessage, { kind: 'height' }>) => void;
  ref?: Ref<HTMLIFrameElement>;
}

/** §4: the form in a frame, sized by the heights it posts while the response is open; messages of our origin only. */
export function SurveyFrame({ sUrl, language, labStatus, onMessage, ref }: Props) {
  const { t } = useTranslation();
  const [reported, setReported] = useState<number | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = readFrameMessage(event, window.location.origin);
      if (message?.kind === 'height') setReported(message.height);
      else if (message) handler.current?.(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <iframe
      ref={ref}
      title={t('survey.frameTitle')}
      src={surveyFrameSrc(sUrl, language)}
      style={{ width: '100%', border: 0, height: frameHeight(labStatus, reported) }}
    />
  );
}

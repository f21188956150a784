import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { frameHeight, readFrameMessage } from '../frame-messages.ts';
import { surveyFrameSrc } from '../survey-language.ts';

interface Props {
  sUrl: string;
  language: LanguageId;
  labStatus: 'A' | 'P' | null;
  /** The form posted `SC`: the response is complete. */
  onComplete?: () => void;
}

/** §4: the form in a frame, sized by the heights it posts while the response is open; messages of our origin only. */
export function SurveyFrame({ sUrl, language, labStatus, onComplete }: Props) {
  const { t } = useTranslation();
  const [reported, setReported] = useState<number | null>(null);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = readFrameMessage(event, window.location.origin);
      if (message?.kind === 'height') setReported(message.height);
      if (message?.kind === 'complete') onComplete?.();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onComplete]);

  return (
    <iframe
      title={t('survey.frameTitle')}
      src={surveyFrameSrc(sUrl, language)}
      style={{ width: '100%', border: 0, height: frameHeight(labStatus, reported) }}
    />
  );
}

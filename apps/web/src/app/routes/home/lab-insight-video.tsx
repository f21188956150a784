import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag } from '@labbench/contract/constants';
import type { LabInsightVideo as Video } from '../../../config/portal-config.ts';
import classes from './lab-insight-video.module.css';

/**
 * A language's lab-insight video (§2 Home): its poster with a play button; the `<video>` with its captions track is
 * only created when the visitor asks, so nothing of the video loads before (issue 17 item 5).
 */
function Player({ video }: { video: Video }) {
  const { t, i18n } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);

  // The button the visitor pressed is gone: the player takes the focus, so a keyboard user can pause it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <video
        ref={player}
        className={classes.media}
        src={video.video}
        poster={video.poster}
        controls
        autoPlay
        playsInline
        aria-label={t('pages.home.video.title')}
      >
        <track
          kind="captions"
          src={video.captions}
          srcLang={languageTag(i18n.language)}
          label={t('pages.home.video.captions')}
          default
        />
      </video>
    );
  }
  return (
    <button type="button" className={classes.poster} onClick={() => setPlaying(true)}>
      <img className={classes.media} src={video.poster} alt="" loading="lazy" decoding="async" />
      <span className={classes.play} aria-hidden="true" />
      <span className={classes.label}>{t('pages.home.video.play')}</span>
    </button>
  );
}

/** The home page's video section; loaded only where the language has a video (home.tsx). */
export default function LabInsightVideo({ video }: { video: Video }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="lab-insight-heading">
      <h2 id="lab-insight-heading">{t('pages.home.video.heading')}</h2>
      <div className={classes.frame}>
        <Player key={i18n.language} video={video} />
      </div>
    </section>
  );
}

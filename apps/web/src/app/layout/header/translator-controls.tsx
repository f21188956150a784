import { TranslateToggle } from './translate-toggle.tsx';
import { TranslationMenu } from './translation-menu.tsx';

/** A translator's controls in the header row: the tool's menu and translate mode's switch, loaded as one chunk. */
export default function TranslatorControls({ className }: { className?: string }) {
  return (
    <>
      <TranslationMenu layout="row" className={className} />
      <TranslateToggle className={className} />
    </>
  );
}

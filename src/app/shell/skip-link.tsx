import { shellMessages } from './messages';
import classes from './shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {shellMessages.skipToContent}
    </a>
  );
}

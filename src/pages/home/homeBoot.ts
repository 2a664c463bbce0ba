import { markHomeSectionLinks } from '../../app/homeSectionLinks';
import { externalFormAttribute, noticeExternalForms } from './externalFormNotice';
import { scheduleWelcome } from './welcomeNotice';

/**
 * What the home page does by itself when it boots as islands, with no React: the welcome
 * notice at 2 s, the scroll-spy marking the section being read in the header and footer, and
 * the notice of the external forms when their grid is on. Each is the same plain-DOM code the
 * page's components start from their effects where the page is the application.
 */
export function startHomeBehaviours(): void {
  scheduleWelcome();
  markHomeSectionLinks();
  if (document.querySelector(`[${externalFormAttribute}]`)) noticeExternalForms();
}

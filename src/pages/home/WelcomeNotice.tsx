import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { noticeCopy } from '../../lib/notify';
import { scheduleWelcome, welcomeAttribute } from './welcomeNotice';

/** The welcome notice's copy, hidden in the page for the plain-DOM notice (welcomeNotice.ts). */
export function WelcomeNotice() {
  const { t } = useT('home');
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => scheduleWelcome(element.current), []);
  const copy = {
    [welcomeAttribute]: '',
    ...noticeCopy(t('welcome.title'), t('welcome.text')),
  };
  return <span ref={element} hidden {...copy} />;
}

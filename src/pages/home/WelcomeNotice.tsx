import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { scheduleWelcome, welcomeAttributes } from './welcomeNotice';

/** The welcome notice's copy, hidden in the page for the plain-DOM notice (welcomeNotice.ts). */
export function WelcomeNotice() {
  const { t } = useT('home');
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => scheduleWelcome(element.current), []);
  const copy = {
    [welcomeAttributes.root]: '',
    [welcomeAttributes.title]: t('welcome.title'),
    [welcomeAttributes.text]: t('welcome.text'),
  };
  return <span ref={element} hidden {...copy} />;
}

import type { SvgIconComponent } from '@mui/icons-material';
import type { Resources } from '../../i18n/namespaces';
import { pageArt, type ImageRef } from '../../lib/contentLists';
import type { RouteId } from '../../routes';

/**
 * The shape of a service page's content module: everything the shared service template shows
 * that is not text (section order, icons, art, button targets), keyed by the ids of the
 * service's locale namespace.
 */
export type ServiceNamespace = 'soulmatchCompany' | 'soulmatchTalent' | 'soulmove' | 'soulstudy';

type Copy<N extends ServiceNamespace> = Resources[N];
type ItemsOf<T> = T extends { items: infer I } ? keyof I & string : never;
/** Ids of a list in the copy; never when the service has no such list. */
type ListId<N extends ServiceNamespace, K extends string> = K extends keyof Copy<N>
  ? ItemsOf<Copy<N>[K]>
  : never;
export type ActionLabel<N extends ServiceNamespace> = keyof Copy<N>['actions'] & string;

/** Original art under `public/images/service/`, drawn by `scripts/art`. */
export const serviceArt = (name: string): ImageRef => pageArt('service')(name, 800, 600);

/**
 * A button: the shared Book a Call action, a page of this site (localized by route id), or an
 * outside form (new tab, with the hint named by `hint` read to screen readers). Booking is never
 * an internal link to /book-call: that page books and then goes home, and the visitor would lose
 * the page they were reading; the booking action opens the scheduler in place.
 */
export type ServiceAction<N extends ServiceNamespace> =
  | { kind: 'booking'; label: ActionLabel<N> }
  | { kind: 'internal'; label: ActionLabel<N>; to: Exclude<RouteId, 'bookCall'> }
  | { kind: 'external'; label: ActionLabel<N>; url: string; hint: ActionLabel<N> };

export interface IconItem<Id extends string> {
  id: Id;
  icon: SvgIconComponent;
}

export type ServiceSection = 'steps' | 'offer' | 'details';

export interface ServiceContent<N extends ServiceNamespace> {
  ns: N;
  hero: ImageRef;
  /** The order the sections appear in between the opening band and the closing call to action. */
  sections: readonly ServiceSection[];
  steps: readonly ListId<N, 'steps'>[];
  offer: readonly IconItem<ListId<N, 'offer'>>[];
  /** A page this site links to under the offer list (with `offer.note` and `offer.noteLink`). */
  offerLink?: RouteId;
  details?: readonly IconItem<ListId<N, 'details'>>[];
  actions: readonly ServiceAction<N>[];
}

/** A content module of any of the services, as the template reads it. */
export type AnyServiceContent = { [N in ServiceNamespace]: ServiceContent<N> }[ServiceNamespace];

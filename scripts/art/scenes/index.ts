import { avatar1 } from './avatar-1';
import { avatar2 } from './avatar-2';
import { avatar3 } from './avatar-3';
import { ctaDesktop } from './cta-desktop';
import { ctaMobile } from './cta-mobile';
import { hero1 } from './hero-1';
import { hero2 } from './hero-2';
import { hero3 } from './hero-3';
import { hero4 } from './hero-4';
import { process1 } from './process-1';
import { process2 } from './process-2';
import { process3 } from './process-3';
import { process4 } from './process-4';
import { marketingLabAssets } from './marketing-lab-assets';
import { marketingLabBranding } from './marketing-lab-branding';
import { marketingLabHero1 } from './marketing-lab-hero-1';
import { marketingLabHero2 } from './marketing-lab-hero-2';
import { marketingLabHero3 } from './marketing-lab-hero-3';
import { marketingLabWeb } from './marketing-lab-web';
import type { Scene } from './scene';
import { serviceMarketingLab } from './service-marketing-lab';
import { serviceMigration } from './service-migration';
import { serviceStaffAugmentation } from './service-staff-augmentation';

/** Every image the script writes, page by page, in the order each page shows them. */
export const scenes: Scene[] = [
  hero1,
  hero2,
  hero3,
  hero4,
  serviceStaffAugmentation,
  serviceMigration,
  serviceMarketingLab,
  process1,
  process2,
  process3,
  process4,
  ctaDesktop,
  ctaMobile,
  avatar1,
  avatar2,
  avatar3,
  marketingLabHero1,
  marketingLabHero2,
  marketingLabHero3,
  marketingLabBranding,
  marketingLabWeb,
  marketingLabAssets,
];

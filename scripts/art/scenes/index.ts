import { aboutAvatarCeo } from './about-avatar-ceo';
import { aboutAvatarCoo } from './about-avatar-coo';
import { avatar1 } from './avatar-1';
import { avatar2 } from './avatar-2';
import { avatar3 } from './avatar-3';
import { companiesBenefitCosts } from './companies-benefit-costs';
import { companiesBenefitRetention } from './companies-benefit-retention';
import { companiesBenefitSpeed } from './companies-benefit-speed';
import { companiesBenefitSupport } from './companies-benefit-support';
import { companiesHero1 } from './companies-hero-1';
import { companiesHero2 } from './companies-hero-2';
import { companiesHero3 } from './companies-hero-3';
import { companiesHero4 } from './companies-hero-4';
import { ctaDesktop } from './cta-desktop';
import { ctaMobile } from './cta-mobile';
import { hero1 } from './hero-1';
import { hero2 } from './hero-2';
import { hero3 } from './hero-3';
import { hero4 } from './hero-4';
import { marketingLabAssets } from './marketing-lab-assets';
import { marketingLabBranding } from './marketing-lab-branding';
import { marketingLabHero1 } from './marketing-lab-hero-1';
import { marketingLabHero2 } from './marketing-lab-hero-2';
import { marketingLabHero3 } from './marketing-lab-hero-3';
import { marketingLabWeb } from './marketing-lab-web';
import { migrationHero1 } from './migration-hero-1';
import { migrationHero2 } from './migration-hero-2';
import { migrationHero3 } from './migration-hero-3';
import { migrationProgramAusbildung } from './migration-program-ausbildung';
import { migrationProgramMaster } from './migration-program-master';
import { migrationProgramMasterPremium } from './migration-program-master-premium';
import { migrationProgramNursing } from './migration-program-nursing';
import { migrationProgramStudienkolleg } from './migration-program-studienkolleg';
import { process1 } from './process-1';
import { process2 } from './process-2';
import { process3 } from './process-3';
import { process4 } from './process-4';
import { relocationHero1 } from './relocation-hero-1';
import { relocationHero2 } from './relocation-hero-2';
import { relocationHero3 } from './relocation-hero-3';
import { relocationPlanBasic } from './relocation-plan-basic';
import { relocationPlanPremium } from './relocation-plan-premium';
import { relocationPlanStandard } from './relocation-plan-standard';
import type { Scene } from './scene';
import { serviceMarketingLab } from './service-marketing-lab';
import { serviceMigration } from './service-migration';
import { serviceSoulagency } from './service-soulagency';
import { serviceSoulmatchCompany } from './service-soulmatch-company';
import { serviceSoulmatchTalent } from './service-soulmatch-talent';
import { serviceSoulmove } from './service-soulmove';
import { serviceSoulstudy } from './service-soulstudy';
import { serviceStaffAugmentation } from './service-staff-augmentation';
import { staffFindJob } from './staff-find-job';
import { staffHero } from './staff-hero';
import { staffHireNow } from './staff-hire-now';
import { talentCardFreeMatching } from './talent-card-free-matching';
import { talentCardRelocation } from './talent-card-relocation';
import { talentCardRemoteJobs } from './talent-card-remote-jobs';
import { talentCardStudyAbroad } from './talent-card-study-abroad';
import { talentHero1 } from './talent-hero-1';
import { talentHero2 } from './talent-hero-2';
import { talentHero3 } from './talent-hero-3';

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
  talentHero1,
  talentHero2,
  talentHero3,
  companiesHero1,
  companiesHero2,
  companiesHero3,
  companiesHero4,
  migrationHero1,
  migrationHero2,
  migrationHero3,
  relocationHero1,
  relocationHero2,
  relocationHero3,
  aboutAvatarCeo,
  aboutAvatarCoo,
  serviceSoulmatchCompany,
  serviceSoulmatchTalent,
  serviceSoulmove,
  serviceSoulstudy,
  serviceSoulagency,
  marketingLabHero1,
  marketingLabHero2,
  marketingLabHero3,
  marketingLabBranding,
  marketingLabWeb,
  marketingLabAssets,
  staffHero,
  staffHireNow,
  staffFindJob,
  talentCardRemoteJobs,
  talentCardFreeMatching,
  talentCardRelocation,
  talentCardStudyAbroad,
  companiesBenefitSpeed,
  companiesBenefitCosts,
  companiesBenefitRetention,
  companiesBenefitSupport,
  migrationProgramStudienkolleg,
  migrationProgramMaster,
  migrationProgramMasterPremium,
  migrationProgramAusbildung,
  migrationProgramNursing,
  relocationPlanBasic,
  relocationPlanStandard,
  relocationPlanPremium,
];

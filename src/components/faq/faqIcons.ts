import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';

/**
 * The icons an FAQ item may show, by name: the accordion is an island whose props travel as
 * JSON, so a page names its icon instead of passing a component. Only these ship with it.
 */
export const faqIcons = {
  company: ApartmentRounded,
  professional: WorkOutlineRounded,
  world: PublicRounded,
  language: TranslateRounded,
  cost: SavingsRounded,
  visa: BadgeRounded,
  time: ScheduleRounded,
  conversation: ForumRounded,
} as const;

export type FaqIconName = keyof typeof faqIcons;

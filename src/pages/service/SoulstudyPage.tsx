import { ServiceTemplate } from './ServiceTemplate';
import { soulstudyContent } from './soulstudyContent';

export default function SoulstudyPage() {
  return <ServiceTemplate content={soulstudyContent} />;
}

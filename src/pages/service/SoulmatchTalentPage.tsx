import { ServiceTemplate } from './ServiceTemplate';
import { soulmatchTalentContent } from './soulmatchTalentContent';

export default function SoulmatchTalentPage() {
  return <ServiceTemplate content={soulmatchTalentContent} />;
}

import { ServiceTemplate } from './ServiceTemplate';
import { soulmoveContent } from './soulmoveContent';

export default function SoulmovePage() {
  return <ServiceTemplate content={soulmoveContent} />;
}

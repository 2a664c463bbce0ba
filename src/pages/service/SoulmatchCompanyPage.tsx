import { ServiceTemplate } from './ServiceTemplate';
import { soulmatchCompanyContent } from './soulmatchCompanyContent';

export default function SoulmatchCompanyPage() {
  return <ServiceTemplate content={soulmatchCompanyContent} />;
}

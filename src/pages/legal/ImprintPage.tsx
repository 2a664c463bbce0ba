import { ImprintContact, ImprintFacts } from './ImprintFacts';
import { imprintFacts } from '../../config/imprintFacts';
import { imprintContent } from './imprintContent';
import { LegalDocument } from './LegalDocument';

/** /imprint: the Impressum German law requires of a website's provider. */
export default function ImprintPage() {
  return (
    <LegalDocument
      content={imprintContent}
      slots={{
        provider: <ImprintFacts fields={imprintFacts.provider} />,
        contact: <ImprintContact />,
        register: <ImprintFacts fields={imprintFacts.register} />,
        responsible: <ImprintFacts fields={imprintFacts.responsible} />,
      }}
    />
  );
}

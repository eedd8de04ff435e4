import { contactFormSettings } from '@/lib/contact/variants';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { ISLAND_NAME, islandDataJson } from './island/protocol';
import { islandCssModules } from './island/styles';
import { RETURNED_NUMBER_SCRIPT } from './SentConfirmation';

/**
 * The contact form as the pages use it: rendered on the server, then hydrated in the browser by
 * its own small script (island/entry.tsx), without the framework's runtime. In `next dev` the
 * form is an ordinary client component and the data block is simply not read.
 */
export function ContactFormIsland(props: ContactFormProps) {
  const id = `${contactFormSettings[props.variant].form}-form-island`;
  return (
    <>
      <div id={id} data-island={ISLAND_NAME}>
        <ContactForm {...props} />
      </div>
      <script
        type="application/json"
        data-island-data={id}
        dangerouslySetInnerHTML={{ __html: islandDataJson({ props, cssModules: islandCssModules }) }}
      />
      {props.copy.confirmation && <script data-keep dangerouslySetInnerHTML={{ __html: RETURNED_NUMBER_SCRIPT }} />}
    </>
  );
}

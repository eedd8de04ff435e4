import buttonLink from '@/components/ui/ButtonLink.module.css';
import icon from '@/components/ui/Icon.module.css';
import contactForm from '../ContactForm.module.css';
import deliveryFailure from '../DeliveryFailure.module.css';
import formToaster from '../FormToaster.module.css';
import sentConfirmation from '../SentConfirmation.module.css';
import slowSendStatus from '../SlowSendStatus.module.css';
import textField from '../TextField.module.css';
import type { CssModuleClasses } from './protocol';

/**
 * The class names of every CSS Module the contact form's island uses, read on the server where
 * Next.js compiled them. The island build (scripts/postbuild/islands.mjs) stops with a message
 * naming any CSS Module the form imports that is missing here.
 */
export const islandCssModules: Record<string, CssModuleClasses> = {
  'components/forms/ContactForm.module.css': contactForm,
  'components/forms/DeliveryFailure.module.css': deliveryFailure,
  'components/forms/FormToaster.module.css': formToaster,
  'components/forms/SentConfirmation.module.css': sentConfirmation,
  'components/forms/SlowSendStatus.module.css': slowSendStatus,
  'components/forms/TextField.module.css': textField,
  'components/ui/ButtonLink.module.css': buttonLink,
  'components/ui/Icon.module.css': icon,
};

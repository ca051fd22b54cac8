export { ContactForm, type ContactFormProps } from './contact-form';
export { contactMessages } from './messages';

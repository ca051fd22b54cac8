export { ContactForm } from './contact-form';
export { contactMessages } from './messages';

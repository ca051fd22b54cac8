/** Texts of the Contact Us form (000 §1, §5). Quoted spec texts are verbatim. */
export const contactMessages = {
  formLabel: 'Contact Us',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneDescription: 'Optional. 10 digits, without +91.',
  message: 'Message',
  send: 'Send',
  invalid: 'please provide valid details',
  sentToast: "Great Choice! We'll be in touch shortly",
  sent: 'Thank you. Your message has been sent.',
  failed: 'We could not send your message. Please check your connection and press Send to try again.',
} as const;

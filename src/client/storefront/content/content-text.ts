/**
 * Wording of the shop's text pages and the contact form labels (the spec gives only the
 * validation messages, which come from src/shared/messages.ts). An Arabic version translates
 * this file and the page bodies.
 */
export const contactText = {
  eyebrow: 'Customer care',
  title: 'Contact Us',
  intro: 'Questions about an order, a size or an exchange? Send us a message, or reach us on WhatsApp for the quickest answer.',
  formTitle: 'Send us a message',
  nameLabel: 'Your name',
  emailLabel: 'E-mail',
  phoneLabel: 'Mobile number',
  phonePlaceholder: '01XXXXXXXXX',
  inquiryLabel: 'What is it about?',
  inquiryPlaceholder: 'Choose a topic',
  messageLabel: 'Message',
  messageHint: 'At least 10 characters. Include your order number if you have one.',
  send: 'Send',
  whatsappTitle: 'WhatsApp',
  whatsappText: 'The fastest way to reach us: we usually answer within an hour during working hours.',
  whatsappAction: 'Chat on WhatsApp',
  emailTitle: 'E-mail',
  emailText: 'For longer questions and photos. We answer within one working day.',
  hoursTitle: 'Working hours',
  phoneTitle: 'Phone',
  phoneText: 'Call us during working hours.',
  addressTitle: 'Address',
  socialTitle: 'Follow us',
} as const;

export const returnsText = {
  eyebrow: 'Customer care',
  title: 'Returns & Exchanges',
  intro: 'We offer exchanges only, within 3 days of delivery. Here is everything you need to know before you ask for one.',
  whatsappAction: 'Request an exchange on WhatsApp',
  emailAction: 'Request an exchange by e-mail',
  whatsappMessage: 'Hello, I would like to exchange an item from my order number: ',
  emailSubject: 'Exchange request',
} as const;

export const shippingText = {
  eyebrow: 'Delivery',
  title: 'Shipping & Delivery',
  intro: 'We deliver to all 27 governorates of Egypt, and you pay in cash when your order arrives.',
} as const;

export const faqText = {
  eyebrow: 'Help centre',
  title: 'Frequently Asked Questions',
  intro: 'Quick answers about ordering, delivery, sizes, exchanges and your account.',
} as const;

export const policyText = {
  eyebrow: 'Your data',
  title: 'Privacy Policy',
  intro: 'What we collect when you shop with us, why we need it, and who else sees it. In short: only what it takes to deliver your order.',
} as const;

/** Labels of the contact block (email, address, hours) shared by /contatti and /contatti-supporto. */
export const contactDetailsLabels = {
  email: 'Email',
  address: 'Indirizzo',
  hours: 'Orari del servizio clienti',
} as const;

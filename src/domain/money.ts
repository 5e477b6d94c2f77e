// Money as every screen and e-mail shows it: Canadian dollars with thousands
// separators, whole dollars ("$1,099") on cards, the wizard and the e-mails, two
// decimals ("$6,544.00") on the staff dashboard. en-CA prints CAD as a bare "$".
const WHOLE = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: number, options: { cents?: boolean } = {}): string {
  return (options.cents ? CENTS : WHOLE).format(amount);
}

// Vite's dev server: the plain elements' CSS for pages rendered in the browser
// (the build inlines it into every prerendered page instead: site-css.ts).
import '@/components/layout/site-chrome.css';
import '@/features/marketing/sections/home-sections.css';
import '@/components/booking/booking.css';
import '@/features/quotes/quote-request.css';

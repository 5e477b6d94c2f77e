// Per service and city: the local challenges, benefits and tips of a
// service-in-city page, written from the city's local conditions so every
// pair reads differently. Edit the templates here, the facts in cities.ts.
import type { CityContent } from './cities';
import type { ServiceId } from './services';

export interface CityServiceCopy {
  readonly challenges: readonly string[];
  readonly benefits: readonly string[];
  readonly tips: readonly string[];
}

type Template = (c: CityContent) => CityServiceCopy;

const TEMPLATES: Record<ServiceId, Template> = {
  'interior-detailing': (c) => ({
    challenges: [
      `In ${c.name}, ${c.local.weather} means wet shoes and damp mats for months on end.`,
      `${cap(c.local.grime)} finds its way onto seats and into the vents.`,
      `Finding time to get to a detail shop is hard when your car lives in ${c.local.parking}.`,
    ],
    benefits: [
      `We work right where you park in ${c.name}, including ${c.local.parking}.`,
      'Carpets and mats dried properly, so no musty smell builds up.',
      `A fresh cabin for the drive past ${c.local.landmark} this weekend.`,
    ],
    tips: [
      `Use rubber mats from October to April: ${c.local.weather} soaks carpet fast.`,
      'Crack the windows on dry days to let humidity out of the cabin.',
      `Book an interior detail every three to four months to stay ahead of ${c.local.grime}.`,
    ],
  }),
  'exterior-detailing': (c) => ({
    challenges: [
      `${cap(c.local.roads)} leaves a film that dulls paint within days.`,
      `${cap(c.local.grime)} bonds to the clear coat if it is not washed off.`,
      `${cap(c.local.weather)} keeps cars wet and dirty for most of the year.`,
    ],
    benefits: [
      `Iron and tar removal for the fallout ${c.name} roads leave behind.`,
      'A sealant that beads off the rain and keeps the car cleaner between washes.',
      `A hand wash in ${c.local.parking}, no drive-through brushes.`,
    ],
    tips: [
      'Rinse the lower panels after a salted or sanded road, even if the rest looks clean.',
      `Wash sap and droppings off within a day or two: ${c.local.grime} etches in the sun.`,
      'Avoid automatic brush washes; they put swirl marks in the paint.',
    ],
  }),
  'paint-correction': (c) => ({
    challenges: [
      `Years of washing off ${c.local.grime} leaves swirl marks that show in the sun.`,
      `${cap(c.local.roads)} causes fine scratches on the front end and the lower doors.`,
      `Water spots from ${c.local.weather} etch into dark paint.`,
    ],
    benefits: [
      `Machine polishing in ${c.local.parking}, out of the sun and rain.`,
      `Paint depth measured first, so every ${c.name} car keeps a safe clear coat.`,
      'A clear, glossy finish, ready for ceramic coating or resale.',
    ],
    tips: [
      'Follow paint correction with a ceramic coating so the finish stays swirl-free.',
      'Use the two-bucket method and a clean microfibre mitt when washing at home.',
      `Book in a dry spell when ${c.name} weather allows; polishing needs dry paint.`,
    ],
  }),
  'ceramic-coating': (c) => ({
    challenges: [
      `${cap(c.local.weather)} keeps paint wet, and a wet car picks up dirt.`,
      `${cap(c.local.grime)} stains unprotected clear coat.`,
      `${cap(c.local.roads)} wears through wax in a few weeks.`,
    ],
    benefits: [
      `Rain runs off and takes the road grime with it, even in ${c.name}'s wettest months.`,
      'Years of protection instead of waxing every month.',
      `Applied and cured in ${c.local.parking}, out of the weather.`,
    ],
    tips: [
      'Keep the car dry for 24-48 hours after the coating is applied.',
      'Use a pH-neutral shampoo; strong degreasers shorten the coating\'s life.',
      `Book a yearly inspection wash before the wet season in ${c.name}.`,
    ],
  }),
  'headlight-restoration': (c) => ({
    challenges: [
      `Dark, rainy evenings in ${c.name} show up how little light yellowed lenses let through.`,
      `${cap(c.local.roads)} sandblasts headlight lenses.`,
      'UV breaks down the factory coating after about five years.',
    ],
    benefits: [
      `Brighter, safer night driving around ${c.local.landmark}.`,
      'A cheaper fix than new headlight assemblies.',
      `Done in about an hour in ${c.local.parking}.`,
    ],
    tips: [
      'Check your headlight aim after restoration; clear lenses make bad aim obvious.',
      'Park nose-away from the afternoon sun when you can.',
      'Add a strip of PPF on the lenses if you drive the highway daily.',
    ],
  }),
  'paint-protection-film': (c) => ({
    challenges: [
      `${cap(c.local.roads)} chips bumpers and hoods.`,
      `${cap(c.local.grime)} scratches exposed paint.`,
      'Touch-up paint never quite matches factory paint.',
    ],
    benefits: [
      `A clear shield against the stone chips ${c.name} drivers collect.`,
      'Self-healing film that erases light scratches with warmth.',
      'Keeps the original paint intact for resale.',
    ],
    tips: [
      'Protect the full front end if you commute on the highway.',
      'Wait a week before washing so the adhesive can settle.',
      'Add ceramic coating over the film to make washing easier.',
    ],
  }),
  'ozone-treatment': (c) => ({
    challenges: [
      `${cap(c.local.weather)} means damp carpets and mildew smells.`,
      'Smoke, pets and spilled food soak into headliners and seat foam.',
      'Air fresheners only cover the smell for a few days.',
    ],
    benefits: [
      'Odours removed at the source, including in the ventilation system.',
      `Done in ${c.local.parking} while you get on with your day.`,
      'No perfume left behind, just a neutral cabin.',
    ],
    tips: [
      'Dry wet mats outside the car, not in a closed garage.',
      'Replace the cabin air filter after an odour treatment.',
      'Find and remove the source first: ozone works best on a clean cabin.',
    ],
  }),
  'steam-cleaning': (c) => ({
    challenges: [
      `Winter boots in ${c.name} leave salt lines and mud in the carpet.`,
      `${cap(c.local.grime)} gets ground into fabric seats.`,
      'Spills soak into seat foam, where a vacuum cannot reach.',
    ],
    benefits: [
      'Hot water extraction lifts what has soaked into the carpet and seats.',
      'Steam sanitises vents and cup holders without harsh chemicals.',
      `Fabric dries within hours, even in ${c.name}'s damp months.`,
    ],
    tips: [
      'Blot spills right away; rubbing pushes them deeper.',
      'Leave windows cracked after a shampoo to speed up drying.',
      'Book a steam clean at the end of winter to get the salt out.',
    ],
  }),
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function cityServiceCopy(serviceId: ServiceId, city: CityContent): CityServiceCopy {
  return TEMPLATES[serviceId](city);
}

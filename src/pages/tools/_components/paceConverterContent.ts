import type {FaqItem} from '@site/src/components/Faq/faq';
import type {ToolExplainerProps} from '@site/src/domains/tools/ToolExplainer';

export const PACE_CONVERTER_EXPLAINER: Omit<ToolExplainerProps, 'id'> = {
  title: 'Pace, speed and finish time are one number',
  how: [
    'Pace is time per distance, speed is distance per time: one is the inverse of the other. The converter turns whatever you type into seconds per kilometre, then writes that same pace in the other three units.',
    'A mile is exactly 1.609344 km, so a pace per mile is 1.609344 times the pace per kilometre. Speeds are shown to a tenth, as treadmills set them; paces to a tenth of a second.',
    'Finish times assume an even pace for the whole race over the exact distance. Races are measured on the shortest route, so most GPS watches read a little long: leave a few seconds per kilometre in hand.',
  ],
  formula: [
    'pace per mile = pace per km × 1.609344',
    'km/h = 3600 / (seconds per km)',
    'mph = km/h / 1.609344',
    'finish time = pace per km × distance in km',
  ],
  formulaNotes: ['Half marathon 21.0975 km, marathon 42.195 km.'],
  sources: [
    {
      authors: 'International Yard and Pound Agreement (1959)',
      title: 'The international mile of 1,609.344 metres',
      where: 'National Bureau of Standards, Federal Register 24, 5348',
    },
  ],
  limits: [
    'An even pace is the ideal, not the usual race: a fade in the last third adds time the table does not show.',
    'Course distance is exact; the distance you run is rarely shorter and often longer on bends and crowded starts.',
  ],
};

export const PACE_CONVERTER_FAQ: FaqItem[] = [
  {
    question: 'How do I convert min/km to min/mile?',
    answer:
      'Multiply the pace per kilometre by 1.609344. For example, 5:00 per km is 300 seconds; 300 × 1.609344 = 482.8 seconds, which is 8:02.8 per mile.',
  },
  {
    question: 'What treadmill speed is 5:00 per km?',
    answer:
      'Divide 3600 by the seconds per kilometre: 3600 / 300 = 12.0 km/h, which is 7.5 mph. Type the pace into the converter and it shows both speeds.',
  },
  {
    question: 'What pace do I need for a sub-2 half marathon?',
    answer:
      'Two hours over 21.0975 km is 5:41 per km, or 9:09 per mile. Aim a few seconds per kilometre faster to allow for the extra distance most runners cover on a real course.',
  },
  {
    question: 'Why does my watch show a different pace from this converter?',
    answer:
      'GPS measures the route you ran, which is usually a little longer than the certified course, and it smooths pace over several seconds. The converter is exact arithmetic for the distance you enter.',
  },
];

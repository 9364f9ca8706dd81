/** The toolkit's pages: name, one line and route, for /tools, the cross-links and the header. React-free. */

export type ToolId =
  | 'race-predictor'
  | 'training-paces'
  | 'pace-converter'
  | 'heart-rate-zones'
  | 'taper-planner'
  | 'training-load';

export interface Tool {
  readonly id: ToolId;
  readonly to: `/tools/${ToolId}`;
  /** The tool's name: the card title and the page's title. */
  readonly title: string;
  /** One line on what it gives. */
  readonly summary: string;
}

export const TOOLS_PATH = '/tools';

export const TOOLS: readonly Tool[] = [
  {
    id: 'race-predictor',
    to: '/tools/race-predictor',
    title: 'Race time predictor',
    summary: 'Your VDOT and equivalent times from 1500 m to the marathon, by Daniels–Gilbert and by Riegel.',
  },
  {
    id: 'training-paces',
    to: '/tools/training-paces',
    title: 'Training pace calculator',
    summary: 'Easy, marathon, threshold, interval and repetition paces per km and per mile from one race.',
  },
  {
    id: 'pace-converter',
    to: '/tools/pace-converter',
    title: 'Pace converter',
    summary: 'Minutes per km, minutes per mile, km/h and mph, with finish times at that pace.',
  },
  {
    id: 'heart-rate-zones',
    to: '/tools/heart-rate-zones',
    title: 'Heart-rate zone calculator',
    summary: 'Five training zones from your maximum and resting heart rate, by the Karvonen method.',
  },
  {
    id: 'taper-planner',
    to: '/tools/taper-planner',
    title: 'Taper planner',
    summary: 'When to start cutting back before race day, and how much to run each day until then.',
  },
  {
    id: 'training-load',
    to: '/tools/training-load',
    title: 'Injury-risk calculator',
    summary: 'Your acute:chronic workload ratio from four weeks of running, with its risk zone.',
  },
];

export function toolById(id: ToolId): Tool {
  return TOOLS.find((tool) => tool.id === id) ?? TOOLS[0]!;
}

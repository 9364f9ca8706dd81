/**
 * The training-load figures and tables for pages, as static markup (see StaticMarkup): nothing in them is
 * interactive, so on a page's first load the phone keeps their server HTML and does not hydrate them, and
 * what they compute (the chart's geometry and words, the worked example's sums) runs at build time only.
 * Import these in pages and MDX; import the components themselves in tests and other components.
 */
import {staticMarkup} from '@site/src/components/StaticMarkup';
import CaseStoryFigure from './CaseStory';
import LoadChartFigure from './LoadChart';
import WorkedExampleFigure from './WorkedExample';
import * as tables from './ZoneTables';

export const LoadChart = staticMarkup(LoadChartFigure);
export const WorkedExample = staticMarkup(WorkedExampleFigure);
export const CaseStory = staticMarkup(CaseStoryFigure);
export const TsbZonesTable = staticMarkup(tables.TsbZonesTable);
export const AcwrZonesTable = staticMarkup(tables.AcwrZonesTable);
export const WeeklyVolumeTable = staticMarkup(tables.WeeklyVolumeTable);
export const CtlRampTable = staticMarkup(tables.CtlRampTable);
export const TaperTable = staticMarkup(tables.TaperTable);

/**
 * The injury-risk calculator (`./LoadCalculator`), hydrated on its own: on a first load its
 * server-rendered form stays as it is while the rest of the page hydrates. See `hydrateOnItsOwn`.
 */
import {hydrateOnItsOwn} from '../../../components/HydrateOnItsOwn';
import LoadCalculator from './LoadCalculator';

export type {LoadCalculatorProps, WeekEntry} from './LoadCalculator';

export default hydrateOnItsOwn(LoadCalculator);

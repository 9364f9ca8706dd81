import RivalPage from './_components/RivalPage';
import {RIVAL_PAGES} from './_components/rivalPages';

export default function VsTrenaraPage() {
  return <RivalPage page={RIVAL_PAGES.trenara} />;
}

import LoadCalculator from '@site/src/domains/training-load/LoadCalculator';
import CopyLinkButton from '@site/src/domains/tools/CopyLinkButton';
import {readLoadInputs, writeLoadInputs} from '@site/src/domains/tools/query';
import {ToolNoScript} from '@site/src/domains/tools/ToolForm';
import {replaceSearch, useAddressSearch} from '@site/src/domains/tools/useToolInputs';

/**
 * The injury-risk calculator of /injury-prevention, with its four weeks in the address like every tool:
 * a shared link reopens with its weeks (and their messages), and Copy link copies what is typed. The
 * calculator follows its starting weeks until the first edit, so the address read right after hydration
 * replaces the example in place.
 */
export default function TrainingLoadForm() {
  const search = useAddressSearch();
  const shared = search === '' ? null : readLoadInputs(new URLSearchParams(search));
  return (
    <>
      <div className="js-only">
        <LoadCalculator
          initialWeeks={shared ?? undefined}
          showInitialErrors={shared !== null}
          onEntriesChange={(weeks) => replaceSearch(writeLoadInputs(weeks))}
          actions={<CopyLinkButton className="button button--outline button--primary" />}
        />
      </div>
      <ToolNoScript>
        The calculator needs JavaScript. The tables below give the load-ratio zones and the weekly volume
        limits the coach works to.
      </ToolNoScript>
    </>
  );
}

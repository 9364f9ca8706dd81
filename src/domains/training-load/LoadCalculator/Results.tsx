import {ACWR_WEEKS} from '../metrics';
import {formatNumber, formatSigned} from '@site/src/lib/format';
import {NBSP} from '@site/src/lib/typography';
import {ACWR_ZONE_INFO, WEEKLY_VOLUME_ZONE_INFO, zoneTone} from '../zones';
import ZoneBadge from '../ZoneBadge';
import type {Result} from './calculate';
import styles from './styles.module.css';

/** The calculator's result panel: a prompt, the count of fields to fix, or the four readings and advice. */
export default function Results({result}: {result: Result}) {
  if (result.kind === 'prompt') {
    return (
      <p className={styles.notice}>
        Enter your last {ACWR_WEEKS} weeks and choose Calculate to see your result.
      </p>
    );
  }
  if (result.kind === 'invalid') {
    return (
      <p className={styles.notice}>
        {result.count === 1
          ? 'One field needs attention before the result can update.'
          : `${result.count} fields need attention before the result can update.`}
      </p>
    );
  }
  if (result.kind === 'error') {
    return (
      <p className={styles.notice}>Sorry, these figures could not be calculated. Check them and try again.</p>
    );
  }

  const {acute, chronic, ratio, zone, change, recommendation} = result;
  return (
    <>
      <p className={styles.resultsTitle}>Your result</p>
      <dl className={styles.metrics}>
        <div className={styles.metric}>
          <dt>Acute load (this week)</dt>
          <dd>
            {formatNumber(acute)} <abbr title="arbitrary units: minutes × effort">AU</abbr>
          </dd>
        </div>
        <div className={styles.metric}>
          {/* One string with a no-break space: "4" never ends a phone's line with "weeks" on the next. */}
          <dt>{`Chronic load (average of ${ACWR_WEEKS}${NBSP}weeks)`}</dt>
          <dd>
            {formatNumber(chronic)} <abbr title="arbitrary units: minutes × effort">AU</abbr>
          </dd>
        </div>
        <div className={styles.metric}>
          <dt>Acute:chronic workload ratio (ACWR)</dt>
          <dd>
            {ratio === null || zone === null ? (
              'Not available: no training load yet'
            ) : (
              <>
                <span className={styles.value}>{ratio.toFixed(2)}</span>{' '}
                <ZoneBadge
                  look="dot"
                  tone={zoneTone('acwr', zone, {lowAsInfo: true})}
                  label={ACWR_ZONE_INFO[zone].label}
                />
              </>
            )}
          </dd>
        </div>
        <div className={styles.metric}>
          <dt>Change from your biggest recent week</dt>
          <dd>
            {change === null ? (
              `Not available: no running in the ${ACWR_WEEKS - 1} weeks before`
            ) : (
              <>
                <span className={styles.value}>{formatSigned(change.percent)}%</span> by {change.basis},
                against {change.against.toLowerCase()}{' '}
                <ZoneBadge
                  look="dot"
                  tone={zoneTone('weeklyVolume', change.zone)}
                  label={WEEKLY_VOLUME_ZONE_INFO[change.zone].label}
                />
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.recommendation}>
        <strong>Recommendation:</strong> {recommendation}
      </p>
    </>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import WeeklyBars from '../WeeklyBars';
import {ACWR_ACUTE_DAYS, ACWR_CHRONIC_DAYS, ATL_DAYS, CTL_DAYS} from '@site/src/constants';
import ZoneBadge from '@site/src/domains/training-load/ZoneBadge';
import Term from '@site/src/components/Term';
import type {DemoDashboard as Dashboard} from './demoDashboard';
import styles from './styles.module.css';

export interface DemoDashboardProps {
  /** The board to show, e.g. raceMorningDashboard() from ./demoDashboard.ts. */
  readonly data: Dashboard;
}

interface TileProps {
  readonly title: ReactNode;
  readonly value: ReactNode;
  readonly unit?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

function Tile({title, value, unit, className, children}: TileProps) {
  return (
    <div className={clsx(styles.tile, className)}>
      <h3 className={styles.tileTitle}>{title}</h3>
      <p className={styles.value}>
        {value}
        {unit && <span className={styles.unit}> {unit}</span>}
      </p>
      {children}
    </div>
  );
}

/** The board appears once per page (the home page's story), so fixed ids are unique. */
const RISK_TITLE_ID = 'demo-risk-title';
const RISK_MORE_ID = 'demo-risk-more';

/** A demo of the app's load dashboard for the sample athlete. Every number comes from the data module. */
export default function DemoDashboard({data}: DemoDashboardProps) {
  const {athlete, form, acwr, weeklyVolume, latestRun, injuryRisk} = data;
  return (
    <figure className={styles.board}>
      <figcaption className={styles.topbar}>
        <span className={styles.who}>
          <span className={styles.avatar} aria-hidden="true">
            {athlete.name.charAt(0)}
          </span>
          <span>
            <span className={styles.name}>{athlete.name}</span>
            <span className={styles.goal}>Goal: {athlete.goal}</span>
          </span>
        </span>
        <span className={styles.meta}>
          <span className={styles.day}>{data.dayLabel}</span>
          <span className={styles.sample}>Sample data</span>
        </span>
      </figcaption>
      <div className={styles.grid}>
        <Tile
          title={
            <>
              Fitness (<Term id="ctl">CTL</Term>)
            </>
          }
          value={data.fitness}
        >
          <p className={styles.hint}>{CTL_DAYS}-day training load</p>
        </Tile>
        <Tile
          title={
            <>
              Fatigue (<Term id="atl">ATL</Term>)
            </>
          }
          value={data.fatigue}
        >
          <p className={styles.hint}>{ATL_DAYS}-day training load</p>
        </Tile>
        <Tile
          title={
            <>
              Form (<Term id="tsb">TSB</Term>)
            </>
          }
          value={form.value}
        >
          <ZoneBadge tone={form.zone.tone} label={form.zone.label} />
          <p className={styles.hint}>Fitness minus fatigue</p>
        </Tile>
        <Tile title={<Term id="acwr">ACWR</Term>} value={acwr.value}>
          <ZoneBadge tone={acwr.zone.tone} label={acwr.zone.label} />
          <p className={styles.hint}>
            {ACWR_ACUTE_DAYS}-day vs {ACWR_CHRONIC_DAYS}-day load
          </p>
        </Tile>
        <Tile title="Weekly volume" value={weeklyVolume.km} unit="km" className={styles.wide}>
          <p className={styles.change}>
            <ZoneBadge tone={weeklyVolume.zone.tone} label={weeklyVolume.zone.label} />
            <span>Last 7 days, {weeklyVolume.change} against the biggest of the 3 weeks before</span>
          </p>
          <WeeklyBars spansKm={weeklyVolume.spansKm} className={styles.bars} />
        </Tile>
        <Tile title="Latest run" value={latestRun.distance} unit="km" className={styles.run}>
          <p className={styles.runTitle}>{latestRun.title}</p>
          <p className={styles.hint}>
            {latestRun.duration} at {latestRun.pace} /km, <Term id="rtss">rTSS</Term> {latestRun.rtss}
          </p>
        </Tile>
        <div className={clsx(styles.tile, styles.risk, styles[injuryRisk.tone])}>
          <h3 className={styles.tileTitle} id={RISK_TITLE_ID}>
            Injury Risk Assessment
          </h3>
          <p className={styles.value}>
            {injuryRisk.level}
            <span className={styles.unit}> risk</span>
          </p>
          <p className={styles.hint}>{injuryRisk.summary}</p>
          <p className={styles.more}>
            {/* The whole tile is this link's hit area. It is named by the tile's title and its own visible words
                (WCAG 2.5.3), so a speech user can say either. */}
            <Link
              to="/injury-prevention"
              className={styles.riskLink}
              id={RISK_MORE_ID}
              aria-labelledby={`${RISK_TITLE_ID} ${RISK_MORE_ID}`}
            >
              How it works<span aria-hidden="true"> →</span>
            </Link>
          </p>
        </div>
      </div>
    </figure>
  );
}

import {HEART_RATE_ZONES, estimatedMaxHeartRate, heartRateZones} from '@site/src/domains/tools/heartRate';
import ReferenceGrid from '../ReferenceGrid';

/** Resting heart rate used for the sample rows: a typical value for recreational runners. */
export const SAMPLE_RESTING_HR = 60;
export const SAMPLE_AGES = [20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70] as const;

/** Zones in bpm for sample ages (maximum estimated by Tanaka's 208 − 0.7 × age), computed at build time. */
export default function HeartRateAgeTable() {
  return (
    <ReferenceGrid
      label="Heart-rate zones by age table"
      scrollHint="Scroll the table sideways for every zone."
      caption={`Zones by age, resting heart rate ${SAMPLE_RESTING_HR} bpm, maximum estimated from age`}
      columns={['Age', 'Max (est.)', ...HEART_RATE_ZONES.map((zone) => `Zone ${zone.zone}`)]}
      rows={SAMPLE_AGES.map((age) => {
        const max = estimatedMaxHeartRate(age);
        const zones = heartRateZones(max, SAMPLE_RESTING_HR);
        return {
          key: String(age),
          cells: [age, max, ...(zones.ok ? zones.value.map((zone) => `${zone.bpm[0]}–${zone.bpm[1]}`) : [])],
        };
      })}
    />
  );
}

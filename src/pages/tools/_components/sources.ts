import type {Citation} from '@site/src/domains/tools/ToolExplainer';

export const DANIELS_GILBERT: Citation = {
  authors: 'Daniels, J. & Gilbert, J. (1979)',
  title: 'Oxygen Power: Performance Tables for Distance Runners',
  where: 'Tempe, Arizona: self-published',
};

export const DANIELS_RUNNING_FORMULA: Citation = {
  authors: 'Daniels, J. (2014)',
  title: 'Daniels’ Running Formula, 3rd edition',
  where: 'Champaign, Illinois: Human Kinetics',
};

export const RIEGEL: Citation = {
  authors: 'Riegel, P. S. (1981)',
  title: 'Athletic records and human endurance',
  where: 'American Scientist 69(3), 285–290',
};

export const KARVONEN: Citation = {
  authors: 'Karvonen, M. J., Kentala, E. & Mustala, O. (1957)',
  title: 'The effects of training on heart rate: a longitudinal study',
  where: 'Annales Medicinae Experimentalis et Biologiae Fenniae 35(3), 307–315',
};

export const SWAIN_LEUTHOLTZ: Citation = {
  authors: 'Swain, D. P. & Leutholtz, B. C. (1997)',
  title: 'Heart rate reserve is equivalent to %VO2 reserve, not to %VO2max',
  where: 'Medicine & Science in Sports & Exercise 29(3), 410–414',
};

export const TANAKA: Citation = {
  authors: 'Tanaka, H., Monahan, K. D. & Seals, D. R. (2001)',
  title: 'Age-predicted maximal heart rate revisited',
  where: 'Journal of the American College of Cardiology 37(1), 153–156',
};

export const BOSQUET: Citation = {
  authors: 'Bosquet, L., Montpetit, J., Arvisais, D. & Mujika, I. (2007)',
  title: 'Effects of tapering on performance: a meta-analysis',
  where: 'Medicine & Science in Sports & Exercise 39(8), 1358–1365',
};

export const GABBETT: Citation = {
  authors: 'Gabbett, T. J. (2016)',
  title: 'The training–injury prevention paradox: should athletes be training smarter and harder?',
  where: 'British Journal of Sports Medicine 50(5), 273–280',
};

export const FOSTER: Citation = {
  authors: 'Foster, C. et al. (2001)',
  title: 'A new approach to monitoring exercise training',
  where: 'Journal of Strength and Conditioning Research 15(1), 109–115',
};

export const FRANDSEN: Citation = {
  authors: 'Frandsen, J. S. B. et al. (2025)',
  title: 'How much running is too much? Identifying high-risk running sessions in a 5200-person cohort study',
  where: 'British Journal of Sports Medicine 59(17), 1203–1210',
};

export const VICKERS_VERTOSICK: Citation = {
  authors: 'Vickers, A. J. & Vertosick, E. A. (2016)',
  title: 'An empirical study of race times in recreational endurance runners',
  where: 'BMC Sports Science, Medicine and Rehabilitation 8, 26',
};

export const SEILER_KJERLAND: Citation = {
  authors: 'Seiler, K. S. & Kjerland, G. Ø. (2006)',
  title:
    'Quantifying training intensity distribution in elite endurance athletes: is there evidence for an “optimal” distribution?',
  where: 'Scandinavian Journal of Medicine & Science in Sports 16(1), 49–56',
};

export const IMPELLIZZERI: Citation = {
  authors: 'Impellizzeri, F. M., Tenan, M. S., Kempton, T., Novak, A. & Coutts, A. J. (2020)',
  title: 'Acute:chronic workload ratio: conceptual issues and fundamental pitfalls',
  where: 'International Journal of Sports Physiology and Performance 15(6), 907–913',
};

export const LOLLI: Citation = {
  authors: 'Lolli, L., Batterham, A. M., Hawkins, R. et al. (2019)',
  title:
    'Mathematical coupling causes spurious correlation within the conventional acute-to-chronic workload ratio calculations',
  where: 'British Journal of Sports Medicine 53(15), 921–922',
};

/**
 * Pictures for the demo catalogue, drawn as SVG and rendered by sharp: garments in their
 * colours and patterns, fabric close-ups, category banners and size charts. No files ship
 * with the repository and nothing is downloaded.
 */
export type GarmentKind = 'tshirt' | 'dress' | 'hoodie' | 'shorts' | 'pants' | 'swimsuit' | 'skirt' | 'shirt';
export type PatternKind = 'solid' | 'stripes' | 'dots' | 'zebra' | 'waves' | 'gradient' | 'checks';

export type Look = { garment: GarmentKind; pattern: PatternKind; color: string; accent: string; background: string };

const W = 400;
const H = 500;

const GARMENTS: Record<GarmentKind, string> = {
  tshirt: 'M130 80 L170 60 Q200 92 230 60 L270 80 L335 140 L298 178 L272 158 L272 430 L128 430 L128 158 L102 178 L65 140 Z',
  shirt:
    'M135 75 L175 58 L200 95 L225 58 L265 75 L310 110 L345 360 L308 368 L275 190 L275 440 L125 440 L125 190 L92 368 L55 360 L90 110 Z',
  hoodie:
    'M140 78 Q200 28 260 78 L302 96 L348 340 L310 350 L276 180 L276 432 L124 432 L124 180 L90 350 L52 340 L98 96 Z',
  dress: 'M168 55 Q200 90 232 55 L248 62 L240 165 Q292 290 325 448 L75 448 Q108 290 160 165 L152 62 Z',
  skirt: 'M140 105 L260 105 L268 130 L330 410 Q200 440 70 410 L132 130 Z',
  shorts: 'M108 110 L292 110 L316 335 L214 340 L200 205 L186 340 L84 335 Z',
  pants: 'M128 60 L272 60 L296 455 L216 455 L200 165 L184 455 L104 455 Z',
  swimsuit:
    'M158 70 L178 70 Q200 130 222 70 L242 70 L248 205 Q244 262 286 332 L236 362 Q200 330 164 362 L114 332 Q156 262 152 205 Z',
};

/** Lines that make a garment read as what it is (collars, pockets, waistbands). */
const DETAILS: Partial<Record<GarmentKind, string>> = {
  tshirt: '<path d="M170 60 Q200 100 230 60" fill="none"/>',
  shirt: '<path d="M175 58 L200 95 L225 58"/><line x1="200" y1="95" x2="200" y2="440"/><circle cx="210" cy="150" r="4"/><circle cx="210" cy="220" r="4"/><circle cx="210" cy="290" r="4"/>',
  hoodie: '<path d="M160 80 Q200 150 240 80" fill="none"/><path d="M150 330 L250 330 L262 400 L138 400 Z" fill="none"/><line x1="190" y1="100" x2="186" y2="170"/><line x1="210" y1="100" x2="214" y2="170"/>',
  shorts: '<line x1="108" y1="135" x2="292" y2="135"/>',
  pants: '<line x1="128" y1="88" x2="272" y2="88"/><path d="M145 100 Q165 130 185 100" fill="none"/>',
  skirt: '<line x1="140" y1="130" x2="268" y2="130"/>',
  dress: '<path d="M160 165 Q200 185 240 165" fill="none"/>',
};

function patternDefs(id: string, look: Look): string {
  const { color, accent } = look;
  switch (look.pattern) {
    case 'stripes':
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${color}"/><rect width="40" height="14" fill="${accent}"/></pattern>`;
    case 'dots':
      return `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${color}"/><circle cx="9" cy="9" r="6" fill="${accent}"/><circle cx="27" cy="27" r="6" fill="${accent}"/></pattern>`;
    case 'zebra':
      return `<pattern id="${id}" width="120" height="60" patternUnits="userSpaceOnUse"><rect width="120" height="60" fill="${color}"/><path d="M0 10 Q30 0 60 14 T120 8 L120 22 Q90 30 60 26 T0 24 Z M0 40 Q40 30 70 44 T120 38 L120 50 Q80 58 50 52 T0 54 Z" fill="${accent}"/></pattern>`;
    case 'waves':
      return `<pattern id="${id}" width="80" height="40" patternUnits="userSpaceOnUse"><rect width="80" height="40" fill="${color}"/><path d="M0 20 Q20 5 40 20 T80 20" fill="none" stroke="${accent}" stroke-width="7"/></pattern>`;
    case 'checks':
      return `<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${color}"/><rect width="24" height="48" fill="${accent}" opacity=".45"/><rect width="48" height="24" fill="${accent}" opacity=".45"/></pattern>`;
    case 'gradient':
      return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${accent}"/></linearGradient>`;
    default:
      return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity=".86"/></linearGradient>`;
  }
}

const svgOpen = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * H) / W)}" viewBox="0 0 ${W} ${H}">`;

/** The garment on a plain studio background; `view` 'back' mirrors it and hides the details. */
export function garmentSvg(look: Look, width: number, view: 'front' | 'back' = 'front'): string {
  const transform = view === 'back' ? `transform="translate(${W} 0) scale(-1 1)"` : '';
  return `${svgOpen(width)}<defs>${patternDefs('fill', look)}</defs>
<rect width="${W}" height="${H}" fill="${look.background}"/>
<ellipse cx="200" cy="470" rx="150" ry="16" fill="#000" opacity=".08"/>
<g ${transform}><path d="${GARMENTS[look.garment]}" fill="url(#fill)" stroke="#1f2937" stroke-opacity=".25" stroke-width="3" stroke-linejoin="round"/>
<g fill="none" stroke="#1f2937" stroke-opacity=".3" stroke-width="3">${view === 'front' ? (DETAILS[look.garment] ?? '') : ''}</g></g></svg>`;
}

/** A close-up of the same garment: its fabric and neckline, as a shop's third photo shows. */
export function garmentDetailSvg(look: Look, width: number): string {
  return `${svgOpen(width)}<defs>${patternDefs('fill', look)}</defs>
<rect width="${W}" height="${H}" fill="${look.background}"/>
<g transform="translate(200 230) scale(1.9) translate(-200 -150)"><path d="${GARMENTS[look.garment]}" fill="url(#fill)" stroke="#1f2937" stroke-opacity=".25" stroke-width="2" stroke-linejoin="round"/>
<g fill="none" stroke="#1f2937" stroke-opacity=".3" stroke-width="2">${DETAILS[look.garment] ?? ''}</g></g></svg>`;
}

/** A category tile: its garments fanned out on the category's colour. */
export function categorySvg(looks: Look[], background: string, width: number): string {
  const placed = looks
    .slice(0, 3)
    .map((look, i) => {
      const x = [-90, 90, 0][i] ?? 0;
      const scale = i === 2 ? 0.8 : 0.62;
      return `<g transform="translate(${200 + x} 250) scale(${scale}) translate(-200 -250)"><defs>${patternDefs(`c${i}`, look)}</defs>
<path d="${GARMENTS[look.garment]}" fill="url(#c${i})" stroke="#1f2937" stroke-opacity=".25" stroke-width="4"/></g>`;
    })
    .join('');
  return `${svgOpen(width)}<rect width="${W}" height="${H}" fill="${background}"/><circle cx="200" cy="250" r="170" fill="#fff" opacity=".35"/>${placed}</svg>`;
}

export type SizeChartRow = { size: string; chest: number; waist: number; length: number };

/** A size table in centimetres, titled for the kind of garment. */
export function sizeChartSvg(title: string, columns: [string, string, string], rows: SizeChartRow[], accent: string, width: number): string {
  const top = 120;
  const rowHeight = 52;
  const cells = rows
    .map((row, i) => {
      const y = top + (i + 1) * rowHeight;
      const fill = i % 2 === 0 ? '#f8fafc' : '#fff';
      return `<rect x="30" y="${y}" width="340" height="${rowHeight}" fill="${fill}"/>
<text x="75" y="${y + 34}" text-anchor="middle" font-weight="bold">${row.size.toUpperCase()}</text>
<text x="165" y="${y + 34}" text-anchor="middle">${row.chest}</text><text x="250" y="${y + 34}" text-anchor="middle">${row.waist}</text>
<text x="330" y="${y + 34}" text-anchor="middle">${row.length}</text>`;
    })
    .join('');
  return `${svgOpen(width)}<rect width="${W}" height="${H}" fill="#fff"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" fill="#111827">
<text x="200" y="62" text-anchor="middle" font-size="28" font-weight="bold">${title}</text>
<text x="200" y="94" text-anchor="middle" font-size="16" fill="#6b7280">Measurements in cm</text>
<rect x="30" y="${top}" width="340" height="${rowHeight}" fill="${accent}"/>
<g fill="#fff" font-weight="bold"><text x="75" y="${top + 34}" text-anchor="middle">Size</text><text x="165" y="${top + 34}" text-anchor="middle">${columns[0]}</text>
<text x="250" y="${top + 34}" text-anchor="middle">${columns[1]}</text><text x="330" y="${top + 34}" text-anchor="middle">${columns[2]}</text></g>
${cells}<rect x="30" y="${top}" width="340" height="${rowHeight * (rows.length + 1)}" fill="none" stroke="#d1d5db" stroke-width="2"/></g></svg>`;
}

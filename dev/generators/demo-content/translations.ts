import type { LessonContent } from './types';

/**
 * The demo space's Malay and Chinese. Each locale falls back to en-US, and only part of the
 * content is translated on purpose, so a member reading Malay or Chinese sees Contentful's
 * fallback field by field: e.g. the Gold Trading Playbook's description and the class
 * "Liquidity and the Trading Day" stay English in Malay, the Risk Management Rules'
 * description in Chinese, and most classes' text and most materials in both.
 */

export const TRANSLATION_LOCALES = [
  { code: 'ms-MY', name: 'Malay (Malaysia)' },
  { code: 'zh-Hans', name: 'Chinese (Simplified)' },
] as const;

export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number]['code'];

/** An item's translated fields per locale; a field left out falls back to English. */
export type Translations<Fields> = Partial<Record<TranslationLocale, Partial<Fields>>>;

export const CATEGORY_TRANSLATIONS: Record<string, Translations<{ name: string }>> = {
  'cat-risk': { 'ms-MY': { name: 'Risiko & Psikologi' }, 'zh-Hans': { name: '风险与心理' } },
  'cat-foundations': { 'ms-MY': { name: 'Asas Trading' }, 'zh-Hans': { name: '交易基础' } },
  'cat-technical': { 'ms-MY': { name: 'Analisis Teknikal' }, 'zh-Hans': { name: '技术分析' } },
};

export const COURSE_TRANSLATIONS: Record<
  string,
  Translations<{ title: string; description: string }>
> = {
  'course-candlesticks': {
    'ms-MY': {
      title: 'Membaca Candlestick',
      description:
        'Setiap candle menceritakan kisah ringkas tentang pertarungan antara pembeli dan penjual. Belajar membaca candle tunggal dan kumpulan kecil candle mengikut konteks, bukan sekadar menghafal nama corak.',
    },
    'zh-Hans': {
      title: '读懂K线',
      description:
        '每一根K线都在讲述买卖双方较量的小故事。学会结合行情背景解读单根K线和K线组合，而不是死记形态名称。',
    },
  },
  'course-trading-mindset': {
    'ms-MY': { title: 'Minda Seorang Trader' },
    'zh-Hans': { title: '交易心态' },
  },
  'course-forex-essentials': {
    'ms-MY': {
      title: 'Asas Forex',
      description:
        'Pasangan mata wang, pip, lot dan leverage, diterangkan dengan contoh pengiraan. Di akhir kursus, anda boleh mengira saiz posisi forex dan tahu sesi mana yang sesuai dengan jadual anda.',
    },
    'zh-Hans': {
      title: '外汇入门',
      description:
        '货币对、点（pip）、手数和杠杆，配合实例逐一讲解。学完后，你能算出外汇仓位大小，也知道哪些交易时段适合你的作息。',
    },
  },
  'course-gold-playbook': {
    // The Malay description is left untranslated: it falls back to English.
    'ms-MY': { title: 'Panduan Trading Emas' },
    'zh-Hans': {
      title: '黄金交易攻略',
      description:
        '黄金如何受利率、美元和重要数据公布影响，另附一页纸的XAUUSD交易计划，止损和目标清清楚楚。',
    },
  },
  'course-market-basics': {
    'ms-MY': {
      title: 'Bagaimana Pasaran Bergerak',
      description:
        'Mulakan di sini. Ketahui apa yang sebenarnya menggerakkan harga, siapa yang berada di pihak bertentangan dengan order anda, dan istilah asas yang digunakan pada setiap carta dan broker.',
    },
    'zh-Hans': {
      title: '市场如何波动',
      description:
        '从这里开始。了解真正推动价格的是什么、谁在你订单的另一边，以及每张图表和每家经纪商都会用到的基本术语。',
    },
  },
  'course-support-resistance': {
    'ms-MY': {
      title: 'Support dan Resistance',
      description:
        'Tandakan zon harga di mana pembeli dan penjual pernah bertindak balas, kemudian rancang entry, stop loss dan target di sekitarnya.',
    },
    'zh-Hans': {
      title: '支撑与阻力',
      description: '标出买卖双方曾经出现反应的价格区域，并围绕这些区域规划入场、止损和目标位。',
    },
  },
  'course-risk-management': {
    'ms-MY': {
      title: 'Peraturan Pengurusan Risiko',
      description:
        'Peraturan yang memastikan anda kekal dalam permainan: saiz posisi, kedudukan stop loss, nisbah risiko kepada ganjaran dan had kerugian, berserta senarai semak yang boleh dicetak.',
    },
    // The Chinese description is left untranslated: it falls back to English.
    'zh-Hans': { title: '风险管理守则' },
  },
};

const PRICE_LESSON_MS: LessonContent = {
  heading: 'Harga ialah urus niaga terakhir yang dipersetujui',
  intro:
    'Carta tidak bergerak dengan sendirinya. Setiap tick ialah satu dagangan di mana pembeli dan penjual bersetuju pada satu harga. Apabila **pembeli lebih bersemangat daripada penjual**, mereka sanggup menerima harga yang lebih tinggi supaya order dipenuhi dan pasaran naik; apabila penjual tergesa-gesa, pasaran jatuh. Setiap candle ialah ringkasan urus niaga itu dalam satu tempoh.',
  diagram: 'diagram-candle-anatomy',
  pointsHeading: 'Idea utama',
  points: [
    'Harga bergerak apabila satu pihak sanggup **membeli lebih mahal** atau **menjual lebih murah** supaya order dipenuhi.',
    'Berita hanya penting melalui caranya mengubah keseimbangan antara pembeli dan penjual.',
    'Candle merekodkan harga buka, tertinggi, terendah dan tutup bagi satu tempoh masa.',
  ],
  stepsHeading: 'Cuba sendiri',
  steps: [
    'Buka mana-mana carta pada timeframe satu jam.',
    'Pilih tiga candle terbesar minggu ini dan catat bila ia terbentuk.',
    'Semak apa yang dijadualkan pada waktu itu dan tulis apa yang anda dapati.',
  ],
  closing:
    'Mahu tahu lebih lanjut? Entri ensiklopedia tentang [penawaran dan permintaan](https://en.wikipedia.org/wiki/Supply_and_demand) (dalam bahasa Inggeris) menerangkan ekonomi di sebalik pelajaran ini.',
};

const PRICE_LESSON_ZH: LessonContent = {
  heading: '价格就是最后成交的那一笔',
  intro:
    '图表不会自己动。每一次跳动都是一笔交易：买方和卖方在某个价格上达成一致。当**买方比卖方更急**，他们愿意接受更高的价格来成交，市场就上涨；当卖方急着出货，市场就下跌。每一根K线，就是一段时间内这些成交的总结。',
  diagram: 'diagram-candle-anatomy',
  pointsHeading: '重点',
  points: [
    '当一方愿意**加价买入**或**降价卖出**来成交时，价格就会移动。',
    '新闻之所以重要，只在于它改变了买卖双方的力量平衡。',
    '一根K线记录一个时段的开盘价、最高价、最低价和收盘价。',
  ],
  stepsHeading: '动手试试',
  steps: [
    '打开任意一张图表，切换到1小时周期。',
    '找出本周最大的三根K线，记下它们出现的时间。',
    '查一查那些时间有什么预定的事件，把你的发现写下来。',
  ],
  closing:
    '想了解更多背景？百科全书中关于[供给与需求](https://en.wikipedia.org/wiki/Supply_and_demand)的条目（英文）讲解了这节课背后的经济学原理。',
};

export const CLASS_TRANSLATIONS: Record<
  string,
  Translations<{ title: string; content: LessonContent }>
> = {
  'class-market-basics-1': {
    'ms-MY': { title: 'Jenis Order dalam Bahasa Mudah' },
    'zh-Hans': { title: '订单类型，一看就懂' },
  },
  'class-market-basics-2': {
    'ms-MY': { title: 'Apa yang Sebenarnya Menggerakkan Harga', content: PRICE_LESSON_MS },
    'zh-Hans': { title: '究竟是什么在推动价格', content: PRICE_LESSON_ZH },
  },
  // Left English in Malay.
  'class-market-basics-3': { 'zh-Hans': { title: '流动性与交易时段' } },
  'class-market-basics-4': {
    'ms-MY': { title: 'Bid, Ask dan Spread' },
    'zh-Hans': { title: '买价、卖价与点差' },
  },
  'class-candlesticks-1': {
    'ms-MY': { title: 'Konteks Lebih Penting daripada Nama Corak' },
    'zh-Hans': { title: '行情背景比形态名称更重要' },
  },
  'class-candlesticks-2': {
    'ms-MY': { title: 'Anatomi Sebatang Candle' },
    'zh-Hans': { title: '一根K线的构成' },
  },
  'class-candlesticks-4': {
    'ms-MY': { title: 'Candle Ragu-ragu: Doji dan Spinning Top' },
    'zh-Hans': { title: '犹豫K线：十字星与纺锤线' },
  },
  'class-forex-essentials-1': { 'zh-Hans': { title: '点值、手数与仓位价值' } },
  'class-forex-essentials-2': { 'zh-Hans': { title: '杠杆与保证金：破除迷思' } },
  'class-forex-essentials-3': {
    'ms-MY': { title: 'Membaca Pasangan Mata Wang' },
    'zh-Hans': { title: '看懂货币对' },
  },
};

/** Asset titles (a material's download name, an image's alternative text). */
export const ASSET_TRANSLATIONS: Record<string, Translations<{ title: string }>> = {
  'material-market-glossary': {
    'ms-MY': { title: 'Glosari Pasaran' },
    'zh-Hans': { title: '市场术语表' },
  },
};

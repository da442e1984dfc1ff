import { formatAddress, site } from '../../site';
import type { LegalDocument } from '../types';

const { company } = site;

/** Terma Perkhidmatan: terjemahan bahasa Melayu; versi bahasa Inggeris (../terms.ts) diguna pakai. */
export const terms: LegalDocument = {
  title: 'Terma Perkhidmatan',
  lastUpdated: '2025-04-01',
  intro: [
    `Terma Perkhidmatan ini ("Terma") mengawal penggunaan anda terhadap laman web ${site.name}, ruang ahli dan setiap kelas, acara serta ruang komuniti yang kami kendalikan (secara bersama, "Perkhidmatan"). Dengan melawat laman ini, membuka akaun atau membayar keahlian, anda bersetuju dengan Terma ini. Jika anda tidak bersetuju, sila jangan gunakan Perkhidmatan.`,
  ],
  sections: [
    {
      id: 'ownership',
      heading: '1. Siapa kami dan pemilikan laman',
      paragraphs: [
        `Perkhidmatan ini dimiliki dan dikendalikan oleh ${company.name}, sebuah syarikat yang didaftarkan di Malaysia dengan nombor pendaftaran ${company.registration}, beralamat di ${formatAddress(company.address)} ("kami").`,
        'Laman web, reka bentuknya, ruang ahli dan semua bahan yang diterbitkan padanya dimiliki oleh kami atau digunakan oleh kami di bawah lesen.',
      ],
    },
    {
      id: 'changes',
      heading: '2. Perubahan pada Terma ini',
      paragraphs: [
        'Kami boleh mengemas kini Terma ini apabila Perkhidmatan, undang-undang atau amalan kami berubah. Tarikh di bahagian atas halaman ini menunjukkan semakan terkini. Perubahan yang ketara akan diumumkan di laman web atau melalui e-mel kepada ahli sekurang-kurangnya 14 hari sebelum ia berkuat kuasa.',
        'Dengan terus menggunakan Perkhidmatan selepas sesuatu perubahan berkuat kuasa, anda menerima Terma yang dikemas kini. Jika anda tidak menerimanya, anda boleh membatalkan keahlian anda sebelum perubahan itu berkuat kuasa.',
      ],
    },
    {
      id: 'licence',
      heading: '3. Harta intelek dan lesen anda',
      paragraphs: [
        'Semua video kursus, nota kelas, bahan muat turun, chart, logo dan teks dilindungi oleh hak cipta dan undang-undang harta intelek yang lain.',
        'Selagi keahlian anda aktif, kami memberi anda lesen peribadi, tidak eksklusif, tidak boleh dipindah milik dan boleh dibatalkan untuk melihat dan memuat turun bahan bagi pembelajaran anda sendiri. Anda tidak boleh menyalin, menjual semula, menerbitkan, merakam, berkongsi log masuk anda atau mengedarkan mana-mana bahan, sama ada sepenuhnya atau sebahagian, tanpa kebenaran bertulis daripada kami.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. Penggunaan yang dibenarkan',
      paragraphs: ['Apabila menggunakan Perkhidmatan, anda bersetuju untuk tidak:'],
      list: [
        'melanggar mana-mana undang-undang atau peraturan, termasuk peraturan sekuriti dan pencegahan pengubahan wang haram;',
        'mengganggu, mengugut, memfitnah atau menyamar sebagai ahli, mentor atau kakitangan lain;',
        'menyiarkan spam, iklan, pautan rujukan atau signal trading berbayar yang tidak diminta;',
        'memuat naik perisian hasad atau cuba mendapatkan akses tanpa kebenaran kepada sistem kami atau akaun lain;',
        'melakukan scraping atau crawling, atau memuat turun kandungan secara pukal, atau menggunakan Perkhidmatan untuk membina produk yang bersaing.',
      ],
    },
    {
      id: 'payments',
      heading: '5. E-dagang dan pembayaran',
      paragraphs: [
        'Keahlian dijual melalui halaman pembayaran kad pihak ketiga yang dibuka dalam tab baharu. Harga dipaparkan dalam Ringgit Malaysia melainkan dinyatakan sebaliknya dan termasuk cukai perkhidmatan yang berkenaan.',
        'Keahlian berulang diperbaharui secara automatik pada akhir setiap tempoh bil sehingga anda membatalkannya. Anda boleh membatalkan pada bila-bila masa sebelum pembaharuan seterusnya; akses berterusan sehingga akhir tempoh yang telah anda bayar. Kami tidak pernah menyimpan butiran penuh kad anda: pembekal pembayaran memprosesnya di bawah termanya sendiri.',
      ],
    },
    {
      id: 'refunds',
      heading: '6. Bayaran balik',
      paragraphs: [
        'Oleh kerana ahli menerima akses serta-merta kepada kandungan digital, pembayaran pada amnya tidak boleh dikembalikan.',
        `Jika anda percaya bayaran balik adalah wajar, contohnya kerana caj berganda atau kerosakan teknikal yang serius di pihak kami, hantar e-mel ke ${company.email} dengan menyatakan nama anda, tarikh pembayaran dan sebabnya. Kami menyemak setiap permintaan mengikut kes dan membalas melalui e-mel.`,
        'Bayaran balik yang diluluskan dikembalikan kepada kaedah pembayaran asal dalam tempoh 7-14 hari bekerja. Bank anda mungkin memerlukan masa tambahan untuk memaparkan jumlah tersebut dalam penyata anda.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Had liabiliti',
      paragraphs: [
        'Trading forex, emas, aset crypto dan produk lain yang menggunakan leverage membawa risiko kerugian yang tinggi. Hanya anda yang menentukan sama ada untuk trade dan bagaimana caranya, dan anda bertanggungjawab atas hasil keputusan anda.',
        'Setakat yang dibenarkan oleh undang-undang, kami tidak bertanggungan atas kerugian trading, kehilangan keuntungan, atau kerosakan tidak langsung atau berbangkit yang timbul daripada penggunaan Perkhidmatan oleh anda. Jumlah liabiliti kami bagi apa-apa tuntutan berkaitan Perkhidmatan terhad kepada yuran yang anda bayar kepada kami dalam tempoh tiga bulan sebelum tuntutan itu timbul.',
      ],
    },
    {
      id: 'indemnification',
      heading: '8. Tanggung rugi',
      paragraphs: [
        'Anda bersetuju untuk menanggung rugi dan melindungi kami, pengarah, mentor dan kakitangan kami daripada apa-apa tuntutan, kerugian atau perbelanjaan (termasuk yuran guaman yang munasabah) yang timbul akibat pelanggaran Terma ini oleh anda, penyalahgunaan Perkhidmatan oleh anda atau pelanggaran hak orang lain oleh anda.',
      ],
    },
    {
      id: 'external-links',
      heading: '9. Pautan luar',
      paragraphs: [
        'Perkhidmatan mengandungi pautan ke laman web dan platform yang tidak kami kawal, seperti halaman pembayaran, pengehosan video, komuniti chat dan rangkaian sosial. Terma dan dasar privasi mereka sendiri terpakai di sana, dan kami tidak bertanggungjawab atas kandungan atau ketersediaannya.',
      ],
    },
    {
      id: 'account-security',
      heading: '10. Keselamatan akaun',
      paragraphs: [
        'Keahlian anda adalah untuk seorang sahaja. Rahsiakan kata laluan anda, gunakan kata laluan yang tidak anda gunakan di tempat lain, dan maklumkan kepada kami dengan segera jika anda mengesyaki orang lain telah menggunakan akaun anda. Kami boleh menggantung akaun yang menunjukkan tanda-tanda dikongsi atau digodam sementara kami menyiasat.',
      ],
    },
    {
      id: 'community',
      heading: '11. Ciri-ciri komuniti',
      paragraphs: [
        'Ahli boleh menyertai kumpulan chat, traders hub, sesi coaching langsung dan acara offline. Bersikap hormat, pastikan perbincangan kekal dalam topik dan jangan kongsi maklumat peribadi ahli lain.',
        'Kandungan yang anda siarkan kekal milik anda, tetapi anda memberi kami lesen untuk memaparkannya dalam komuniti. Moderator boleh membuang siaran atau menyekat ahli yang melanggar Terma ini. Idea yang dikongsi oleh ahli lain ialah pendapat mereka sendiri, bukan nasihat daripada kami.',
      ],
    },
    {
      id: 'termination',
      heading: '12. Penggantungan dan penamatan',
      paragraphs: [
        'Anda boleh menutup akaun anda pada bila-bila masa dengan menghantar e-mel kepada kami. Kami boleh menggantung atau menamatkan akses anda, tanpa bayaran balik, jika anda melanggar Terma ini secara serius atau berulang kali, contohnya dengan berkongsi akaun atau mengedarkan semula bahan kursus. Bahagian yang mengikut sifatnya patut kekal selepas penamatan, seperti harta intelek, liabiliti dan undang-undang yang mentadbir, terus terpakai.',
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Undang-undang yang mentadbir dan bidang kuasa',
      paragraphs: [
        'Terma ini ditadbir oleh undang-undang Malaysia. Sebarang pertikaian yang timbul daripadanya atau daripada Perkhidmatan adalah tertakluk kepada bidang kuasa eksklusif mahkamah di Johor Bahru, Johor. Sebelum ke mahkamah, kami menggalakkan anda menghubungi kami supaya kami boleh cuba menyelesaikan perkara itu secara tidak rasmi.',
      ],
    },
    {
      id: 'dmca',
      heading: '14. Aduan hak cipta (DMCA)',
      paragraphs: [
        `Kami menghormati harta intelek pihak lain. Jika anda percaya bahawa bahan dalam Perkhidmatan melanggar hak cipta anda, hantar notis kepada ${company.email} yang menyatakan karya tersebut, lokasi bahan itu dalam Perkhidmatan kami, butiran hubungan anda, kenyataan bahawa anda percaya dengan suci hati penggunaan itu tidak dibenarkan, dan kenyataan, di bawah hukuman sumpah bohong, bahawa maklumat itu tepat dan bahawa anda ialah pemilik atau diberi kuasa untuk bertindak bagi pihak pemilik. Kami akan membuang bahan yang melanggar hak cipta dengan segera dan boleh menamatkan akaun pelanggar berulang.`,
      ],
    },
    {
      id: 'disclaimer',
      heading: '15. Kandungan pendidikan, bukan nasihat kewangan',
      paragraphs: [
        'Semua yang kami terbitkan, termasuk kelas, sesi langsung, chart, contoh dan hasil trading ahli, adalah untuk tujuan pendidikan sahaja. Ia bukan nasihat kewangan, pelaburan, undang-undang atau cukai, dan bukan cadangan untuk membeli atau menjual mana-mana produk kewangan. Prestasi lalu, termasuk hasil yang ditunjukkan dalam testimoni, tidak menjamin hasil pada masa hadapan. Pertimbangkan keadaan anda sendiri dan, jika sesuai, dapatkan nasihat penasihat berlesen sebelum trading.',
      ],
    },
    {
      id: 'contact',
      heading: '16. Hubungi kami',
      paragraphs: [
        `Soalan tentang Terma ini boleh dihantar ke ${company.email} atau melalui telefon di ${company.phone}, Isnin hingga Jumaat, 9 pagi hingga 6 petang waktu Malaysia.`,
      ],
    },
  ],
};

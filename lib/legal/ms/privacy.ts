import { formatAddress, site } from '../../site';
import type { LegalDocument } from '../types';

const { company } = site;

/** Dasar Privasi: terjemahan bahasa Melayu; versi bahasa Inggeris (../privacy.ts) diguna pakai. */
export const privacy: LegalDocument = {
  title: 'Dasar Privasi',
  lastUpdated: '2026-12-03',
  intro: [
    `Dasar ini menerangkan data peribadi yang dikumpul oleh ${company.name} ("kami") apabila anda menggunakan laman web dan ruang ahli ${site.name}, sebab kami mengumpulnya dan pilihan yang anda ada. Kami memproses data peribadi selaras dengan Akta Perlindungan Data Peribadi 2010 (PDPA) Malaysia.`,
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: '1. Data yang kami kumpul',
      paragraphs: ['Kami hanya mengumpul apa yang diperlukan untuk menjalankan Perkhidmatan:'],
      list: [
        'Data akaun: alamat e-mel dan kata laluan anda, yang disimpan oleh pembekal pengesahan kami dalam bentuk hash.',
        'Data keahlian: kursus yang termasuk dalam keahlian anda dan status pembayaran anda. Butiran kad dikendalikan oleh pembekal pembayaran dan tidak pernah sampai kepada kami.',
        'Data borang hubungan: nama penuh, alamat e-mel, nombor telefon, subjek dan mesej anda.',
        'Data teknikal: alamat IP, jenis pelayar dan halaman yang anda minta, disimpan dalam log pelayan untuk tujuan keselamatan.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '2. Cara kami menggunakan data anda',
      paragraphs: ['Kami menggunakan data peribadi untuk:'],
      list: [
        'membuka dan melindungi akaun anda serta memberi anda akses kepada kursus yang telah anda bayar;',
        'menjawab mesej dan permintaan sokongan anda;',
        'menghantar notis perkhidmatan, seperti perubahan pada Terma kami atau keahlian anda;',
        'mencegah penyalahgunaan, contohnya dengan mengehadkan bilangan mesej hubungan yang boleh dihantar oleh seorang pengguna;',
        'memenuhi kewajipan undang-undang dan perakaunan kami.',
      ],
    },
    {
      id: 'contact-form',
      heading: '3. Mesej yang dihantar melalui borang hubungan',
      paragraphs: [
        'Apabila anda menghantar mesej, kami menyimpannya dalam pangkalan data kami bersama masa ia dihantar, dan mungkin memajukannya kepada perkhidmatan borang yang digunakan oleh pasukan kami untuk menjawab pertanyaan. Untuk menghalang spam automatik, kami menyimpan bentuk hash alamat rangkaian dan alamat e-mel anda selama sepuluh minit selepas mesej terakhir anda; rekod ini kemudian dipadam secara automatik, biasanya dalam tempoh sehari. Kami tidak menyimpan alamat rangkaian anda itu sendiri.',
      ],
    },
    {
      id: 'cookies',
      heading: '4. Kuki',
      paragraphs: [
        'Halaman awam tidak menetapkan sebarang kuki penjejakan atau pengiklanan. Apabila anda log masuk, kami menetapkan satu kuki sesi HttpOnly yang benar-benar perlu untuk mengekalkan log masuk anda di ruang ahli; kuki ini tamat tempoh selepas beberapa hari atau apabila anda log keluar.',
        'Laman ini juga mengingati bahasa yang anda pilih dalam kuki bernama lang, yang disimpan selama setahun, dan pelayar anda mengingati dalam storan setempatnya (local storage) sama ada anda telah menutup cadangan untuk membaca halaman dalam bahasa lain. Kedua-duanya tidak mengenal pasti anda dan tidak digunakan untuk menjejak anda.',
        'Video dipaparkan dengan imej pratonton. Pembekal video hanya dimuatkan, dan mungkin menetapkan kukinya sendiri, selepas anda memilih untuk memainkan video.',
      ],
    },
    {
      id: 'sharing',
      heading: '5. Pihak yang menerima data anda',
      paragraphs: [
        'Kami tidak menjual data peribadi. Kami hanya berkongsinya dengan pembekal perkhidmatan yang membantu kami menjalankan Perkhidmatan (pengehosan, pengesahan, pangkalan data, penghantaran kandungan, pembayaran dan e-mel), di bawah kontrak yang mewajibkan mereka melindunginya, dan dengan pihak berkuasa apabila dikehendaki oleh undang-undang.',
      ],
    },
    {
      id: 'transfers',
      heading: '6. Pemindahan ke luar Malaysia',
      paragraphs: [
        'Sesetengah pembekal kami menyimpan data pada pelayan di luar Malaysia. Dalam keadaan sedemikian, kami mengambil langkah yang munasabah untuk memastikan data tersebut menerima tahap perlindungan yang setanding dengan PDPA.',
      ],
    },
    {
      id: 'retention',
      heading: '7. Tempoh penyimpanan data',
      paragraphs: [
        'Kami menyimpan data akaun dan keahlian selagi akaun anda aktif dan sehingga tujuh tahun selepas itu jika dikehendaki oleh undang-undang perakaunan. Mesej hubungan dipadam dua tahun selepas ia dihantar. Rekod pengehadan kadar (rate limit) tamat tempoh sepuluh minit selepas mesej terakhir dan kemudian dipadam secara automatik, biasanya dalam tempoh sehari.',
      ],
    },
    {
      id: 'security',
      heading: '8. Keselamatan',
      paragraphs: [
        'Kami menggunakan sambungan yang disulitkan, kata laluan dalam bentuk hash, kawalan akses dan semakan di pihak pelayan bagi setiap permintaan di ruang ahli. Tiada sistem yang selamat sepenuhnya, jadi sila gunakan kata laluan yang kukuh dan unik, dan maklumkan kepada kami dengan segera jika anda mengesyaki akaun anda disalahgunakan.',
      ],
    },
    {
      id: 'your-rights',
      heading: '9. Hak anda',
      paragraphs: [
        'Anda boleh meminta untuk mengakses data peribadi anda yang kami simpan, membetulkannya, atau menarik balik persetujuan dan meminta data itu dipadamkan jika kami tidak diwajibkan menyimpannya. Anda juga boleh meminta kami berhenti menghantar mesej yang tidak penting. Kami menjawab permintaan dalam tempoh 21 hari.',
      ],
    },
    {
      id: 'children',
      heading: '10. Kanak-kanak',
      paragraphs: [
        'Perkhidmatan ini ditujukan untuk orang dewasa berumur 18 tahun ke atas. Kami tidak mengumpul data peribadi daripada kanak-kanak secara sedar; jika anda percaya seorang kanak-kanak telah memberikan data peribadi kepada kami, hubungi kami dan kami akan memadamkannya.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Perubahan pada dasar ini',
      paragraphs: [
        'Kami akan menyiarkan sebarang perubahan di halaman ini dan mengemas kini tarikh di atas. Perubahan yang ketara juga akan dimaklumkan kepada ahli melalui e-mel.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Hubungi kami',
      paragraphs: [
        `Untuk sebarang soalan atau permintaan berkaitan privasi, tulis kepada ${company.email}, hubungi ${company.phone}, atau hantar surat kepada ${company.name}, ${formatAddress(company.address)}.`,
      ],
    },
  ],
};

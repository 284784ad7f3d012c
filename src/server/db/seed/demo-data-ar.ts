/**
 * The demo catalogue in Arabic: each category's and product's Arabic name and description
 * (stored in name_ar, title_ar, description_ar). Keyed by the English title, so demo-data.ts stays one table.
 */
import type { DEMO_CATEGORY_IDS } from '../../../shared/demo-catalogue';

export const DEMO_CATEGORY_NAMES_AR: Record<keyof typeof DEMO_CATEGORY_IDS, string> = {
  summerCollection: 'تشكيلة الصيف',
  hotOrange: 'برتقالي ناري',
  seaWave: 'موج البحر',
  sunsetGlow: 'وهج الغروب',
  zebraHeat: 'زيبرا صيفي',
  essentials: 'الأساسيات اليومية',
};

export const DEMO_PRODUCTS_AR: Record<string, { title: string; description: string }> = {
  // Summer Collection
  'Linen Beach Shirt': { title: 'قميص بحر كتان', description: 'قميص كتان خفيف يسمح بمرور الهواء في أحر أيام البحر.' },
  'Palm Stripe Tee': { title: 'تيشيرت مقلم نخيل', description: 'تيشيرت قطن ناعم بخطوط صيفية عريضة.' },
  'Lemon Dot Sundress': { title: 'فستان صيفي ليموني منقط', description: 'فستان صيفي منسدل بنقاط بيضاء مبهجة.' },
  'Coral Swim Shorts': { title: 'شورت سباحة مرجاني', description: 'شورت سباحة سريع الجفاف بطبعة أمواج.' },
  'Breezy Cotton Skirt': { title: 'جيبة قطن خفيفة', description: 'جيبة كاروهات خفيفة للأمسيات الدافئة.' },
  'Sunny Day Tee': { title: 'تيشيرت يوم مشمس', description: 'تيشيرت يومي أصفر زاهي. يعود للمخزون قريبًا.' },
  // Hot Orange
  'Tangerine Oversized Tee': { title: 'تيشيرت أوفر سايز يوسفي', description: 'قصة أوفر سايز واسعة ومريحة بلون يوسفي صارخ.' },
  'Blaze Zip Hoodie': { title: 'هودي بسحاب ناري', description: 'هودي بسحاب مبطن بالفليس بتدرج من البرتقالي الناري إلى الكهرماني.' },
  'Papaya Wrap Dress': { title: 'فستان لف بابايا', description: 'فستان لف بخطوط بلون البابايا وحزام للربط عند الخصر.' },
  'Orange Crush Shorts': { title: 'شورت برتقالي زاهي', description: 'شورت قطن بخصر أستيك.' },
  'Amber Linen Pants': { title: 'بنطلون كتان كهرماني', description: 'بنطلون كتان واسع بلون كهرماني دافئ.' },
  'Flame Check Shirt': { title: 'قميص كاروهات ناري', description: 'قميص فلانيل بأكمام طويلة وكاروهات برتقالية.' },
  // Sea Wave
  'Ocean Wave Swimsuit': { title: 'مايوه موج المحيط', description: 'مايوه قطعة واحدة بطبعة أمواج متتالية.' },
  'Turquoise Board Shorts': { title: 'شورت بحر تركواز', description: 'شورت بحر مثالي لشواطئ البحر الأحمر.' },
  'Navy Sailor Tee': { title: 'تيشيرت بحري كحلي', description: 'خطوط البحارة الكلاسيكية بالكحلي والأبيض.' },
  'Seafoam Maxi Dress': { title: 'فستان ماكسي بلون زبد البحر', description: 'فستان ماكسي يتدرج من لون زبد البحر إلى البترولي الغامق.' },
  'Deep Blue Hoodie': { title: 'هودي أزرق غامق', description: 'هودي قطن ثقيل لنسمات البحر الباردة.' },
  'Harbor Linen Shirt': { title: 'قميص كتان الميناء', description: 'قميص كتان سماوي بطبعة نقاط صغيرة.' },
  // Sunset Glow
  'Sunset Gradient Dress': { title: 'فستان غروب متدرج', description: 'فستان سهرة بألوان غروب الشمس على النيل.' },
  'Dusk Pink Hoodie': { title: 'هودي وردي الغسق', description: 'هودي وردي دافئ ومريح بجيب كانجارو.' },
  'Golden Hour Skirt': { title: 'جيبة الساعة الذهبية', description: 'جيبة بقصة A بتدرج يتوهج من الذهبي إلى الوردي.' },
  'Rosy Dot Tee': { title: 'تيشيرت وردي منقط', description: 'تيشيرت وردي فاتح بنقاط بلون التوت.' },
  'Twilight Swimsuit': { title: 'مايوه الشفق', description: 'مايوه بتدرج من البنفسجي إلى الوردي.' },
  'Lilac Wide Pants': { title: 'بنطلون واسع ليلكي', description: 'بنطلون واسع بخصر عالٍ بلون ليلكي هادئ.' },
  // Zebra Heat
  'Zebra Print Dress': { title: 'فستان بطبعة زيبرا', description: 'فستان ميدي لافت بطبعة زيبرا جريئة.' },
  'Zebra Heat Tee': { title: 'تيشيرت زيبرا', description: 'تيشيرت قطن بطبعة زيبرا على كامل القطعة.' },
  'Monochrome Zebra Shorts': { title: 'شورت زيبرا أبيض وأسود', description: 'شورت أبيض وأسود لسهرات الصيف الحارة.' },
  'Wild Stripe Hoodie': { title: 'هودي بخطوط جريئة', description: 'هودي بخطوط زيبرا وكابيشون عميق.' },
  'Safari Mini Skirt': { title: 'جيبة ميني سفاري', description: 'جيبة ميني بطبعة زيبرا بدرجات رملية.' },
  'Zebra Swimsuit': { title: 'مايوه زيبرا', description: 'مايوه قطعة واحدة بطبعة الزيبرا الكلاسيكية.' },
  // Everyday Essentials
  'Classic White Tee': { title: 'تيشيرت أبيض كلاسيك', description: 'التيشيرت الأبيض الذي يليق مع كل شيء.' },
  'Heather Grey Hoodie': { title: 'هودي رمادي ميلانج', description: 'هودي يومي بلون رمادي ميلانج.' },
  'Slim Chino Pants': { title: 'بنطلون تشينو سليم فيت', description: 'بنطلون تشينو سليم فيت بلون حجري، للعمل وللخروج في الإجازة.' },
  'Oxford Check Shirt': { title: 'قميص أكسفورد كاروهات', description: 'قميص قطن أكسفورد أنيق بكاروهات زرقاء.' },
  'Black Everyday Tee': { title: 'تيشيرت أسود يومي', description: 'تيشيرت قطن أسود؛ آخر القطع المتبقية من هذه الكمية.' },
  'Denim Blue Shorts': { title: 'شورت أزرق جينز', description: 'شورت قطن بمظهر الجينز.' },
};

/**
 * Patient-education articles of the demo (plain-language summaries of common guidance; not a
 * substitute for the care team's advice). Stable ids so links and tests can name them.
 */
import type { Queryable } from '../platform/db/types';

export interface SeedArticle {
  id: string;
  title: string;
  summary: string;
  tags: string[];
  html: string;
}

export const EDUCATION_ARTICLES: SeedArticle[] = [
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c01',
    title: 'Understanding High Blood Pressure',
    summary: 'What the two numbers mean, why high blood pressure matters, and everyday steps that help bring it down.',
    tags: ['hypertension', 'heart', 'blood pressure'],
    html: `<h2>Understanding High Blood Pressure</h2>
<p>Blood pressure is the force of blood pushing against the walls of your arteries. It is written as two numbers, for example <strong>120/80</strong>.</p>
<ul>
  <li><strong>The top number (systolic)</strong> is the pressure when your heart beats.</li>
  <li><strong>The bottom number (diastolic)</strong> is the pressure when your heart rests between beats.</li>
</ul>
<p>High blood pressure (hypertension) often has no symptoms, but over time it can damage your heart, kidneys, eyes and brain.</p>
<h3>Steps that help</h3>
<ol>
  <li>Take your medicine every day, even when you feel well.</li>
  <li>Eat less salt: aim for less than 1,500 mg of sodium a day. Check food labels.</li>
  <li>Move for 30 minutes on most days; a brisk walk counts.</li>
  <li>Limit alcohol and do not smoke.</li>
  <li>Check your blood pressure at home and bring your readings to your visits.</li>
</ol>
<h3>When to get help right away</h3>
<p>Call 911 if your blood pressure is above 180/120 <em>and</em> you have chest pain, shortness of breath, back pain, numbness, weakness, vision changes or trouble speaking.</p>`,
  },
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c02',
    title: 'Caring for Your Feet When You Have Diabetes',
    summary: 'A daily foot check, the right socks and shoes, and the warning signs to report to your care team.',
    tags: ['diabetes', 'foot care'],
    html: `<h2>Caring for Your Feet When You Have Diabetes</h2>
<p>Diabetes can reduce feeling in your feet and slow healing, so a small blister can become a serious sore. A few minutes a day protects them.</p>
<h3>Every day</h3>
<ul>
  <li>Look at the tops and bottoms of your feet and between your toes. Use a mirror or ask someone to help.</li>
  <li>Wash your feet in warm (not hot) water and dry them well, especially between the toes.</li>
  <li>Use lotion on dry skin, but not between your toes.</li>
  <li>Wear clean, dry socks and shoes that fit well. Never walk barefoot, even at home.</li>
</ul>
<h3>Call your care team if you notice</h3>
<ul>
  <li>A cut, blister or sore that does not start to heal in a few days</li>
  <li>Redness, warmth, swelling or drainage</li>
  <li>A change in the shape or color of your foot</li>
  <li>New numbness, tingling or pain</li>
</ul>
<p>Ask to have your feet checked at every diabetes visit.</p>`,
  },
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c03',
    title: 'Taking Your Medicines Safely',
    summary: 'How to keep a medicine list, use a pill organizer and avoid common mix-ups.',
    tags: ['medication', 'safety'],
    html: `<h2>Taking Your Medicines Safely</h2>
<p>Taking medicines the right way helps them work and keeps you safe.</p>
<h3>Keep an up-to-date list</h3>
<p>Write down every medicine you take, including vitamins, supplements and over-the-counter products. For each one, note:</p>
<table>
  <thead><tr><th scope="col">Name</th><th scope="col">Dose</th><th scope="col">When</th><th scope="col">What it is for</th></tr></thead>
  <tbody><tr><td>Example: lisinopril</td><td>10 mg</td><td>Every morning</td><td>Blood pressure</td></tr></tbody>
</table>
<p>Bring the list (or the bottles) to every appointment.</p>
<h3>Tips</h3>
<ul>
  <li>Use a weekly pill organizer and fill it on the same day each week.</li>
  <li>Set a phone alarm if you forget doses.</li>
  <li>Do not stop a medicine on your own. Ask your care team first.</li>
  <li>Ask your pharmacist before taking anything new, even cold medicine.</li>
</ul>`,
  },
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c04',
    title: 'Why Get a Flu Shot Every Year',
    summary: 'Who should get the flu vaccine, when to get it, and what side effects to expect.',
    tags: ['vaccines', 'flu', 'prevention'],
    html: `<h2>Why Get a Flu Shot Every Year</h2>
<p>The flu spreads easily and can be serious, especially for people over 65, young children, pregnant people and anyone with heart disease, lung disease or diabetes.</p>
<ul>
  <li>Everyone 6 months and older should get a flu vaccine every year.</li>
  <li>The best time is September or October, but getting it later still helps.</li>
  <li>The vaccine changes each year to match the viruses expected to spread.</li>
</ul>
<h3>What to expect</h3>
<p>You may have a sore arm, a mild headache or feel tired for a day or two. The flu shot <strong>cannot</strong> give you the flu.</p>
<p>Ask us about other vaccines you may be due for, such as pneumonia, shingles or COVID-19.</p>`,
  },
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c05',
    title: 'Heart-Healthy Eating',
    summary: 'Simple swaps for a heart-healthy plate: more vegetables and whole grains, less salt and saturated fat.',
    tags: ['nutrition', 'heart'],
    html: `<h2>Heart-Healthy Eating</h2>
<p>Small changes add up. Try to build a plate that is:</p>
<ul>
  <li><strong>Half</strong> vegetables and fruit</li>
  <li><strong>One quarter</strong> whole grains such as brown rice, oats or whole-wheat bread</li>
  <li><strong>One quarter</strong> lean protein such as fish, beans, chicken or tofu</li>
</ul>
<h3>Easy swaps</h3>
<ul>
  <li>Flavor food with herbs, lemon or garlic instead of salt.</li>
  <li>Choose water or unsweetened drinks instead of soda or juice.</li>
  <li>Bake, grill or steam instead of frying.</li>
  <li>Pick canned vegetables labeled &ldquo;no salt added&rdquo; and rinse canned beans.</li>
</ul>
<p>Want more help? Ask your care team about meeting with a dietitian.</p>`,
  },
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c06',
    title: 'Getting Ready for Your Visit',
    summary: 'What to bring and which questions to ask, so you get the most out of every appointment.',
    tags: ['appointments', 'visits'],
    html: `<h2>Getting Ready for Your Visit</h2>
<p>A little preparation helps you and your care team make the most of your time together.</p>
<h3>Bring</h3>
<ul>
  <li>Your insurance card and a photo ID</li>
  <li>Your medicine list or the bottles themselves</li>
  <li>Home readings such as blood pressure or blood sugar</li>
  <li>A list of your questions, most important first</li>
</ul>
<h3>Questions you might ask</h3>
<ol>
  <li>What is my main health problem?</li>
  <li>What do I need to do?</li>
  <li>Why is it important for me to do this?</li>
</ol>
<p>If you need to cancel or change your appointment, please call the office or reply to this message.</p>`,
  },
  {
    id: '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1f2c07',
    title: 'Low Blood Sugar: Signs and What to Do',
    summary: 'Recognise low blood sugar early and treat it with the 15-15 rule.',
    tags: ['diabetes', 'hypoglycemia'],
    html: `<h2>Low Blood Sugar: Signs and What to Do</h2>
<p>Low blood sugar (hypoglycemia) is a blood sugar below 70 mg/dL. It can happen if you take insulin or some diabetes pills, skip a meal or exercise more than usual.</p>
<h3>Signs</h3>
<p>Shaking, sweating, a fast heartbeat, hunger, feeling dizzy, confused or cranky.</p>
<h3>The 15-15 rule</h3>
<ol>
  <li>Eat or drink 15 grams of fast sugar: 4 ounces of juice or regular soda, or 4 glucose tablets.</li>
  <li>Wait 15 minutes and check your blood sugar again.</li>
  <li>If it is still below 70, repeat. When it is back up, eat a snack or meal.</li>
</ol>
<p><strong>Call 911</strong> if the person cannot swallow safely or passes out. Tell your care team about every low so your treatment can be adjusted.</p>`,
  },
];

export async function seedEducationArticles(q: Queryable): Promise<void> {
  for (const a of EDUCATION_ARTICLES) {
    await q.query(
      `insert into articles (id, title, summary, body_html, tags) values ($1, $2, $3, $4, $5) on conflict (id) do nothing`,
      [a.id, a.title, a.summary, a.html, a.tags],
    );
  }
}

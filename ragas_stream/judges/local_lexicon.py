"""Small English word tables for the offline judge: irregular verbs, synonyms, hedges, units
and words of opposite direction.

General vocabulary, not tuned to any data set: it lets the judge accept a paraphrase ("rose"
for "increased", "km" for "kilometres") and notice an opposite ("fell" for "rose", "heavier" for
"lighter"). Every lookup works on lower-case words; ``lemma`` maps an inflected or irregular
form to the key the tables use.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from .local_grammar import IRREGULAR_BASES
from .text import stem

__all__ = [
    "HEDGES",
    "base_factor",
    "canonical_unit",
    "converses",
    "exclusive_group",
    "is_verb_form",
    "lemma",
    "lemmas",
    "polarities",
    "root",
    "synonym_ids",
    "unit_dimension",
]

# Irregular verbs come from ``local_grammar``'s table; "lay" is left as it is: far more often
# the verb of "lay eggs" than the past of "lie". Below, the forms that table does not hold:
# present forms, a second participle, and irregular plurals.
_OTHER_FORMS_TEXT = """
were:be has:have gotten:get children:child people:person men:man women:woman feet:foot
teeth:tooth mice:mouse geese:goose data:datum criteria:criterion
"""
_IRREGULAR: Mapping[str, str] = MappingProxyType(
    {form: base for form, base in IRREGULAR_BASES.items() if form != "lay"}
    | dict(pair.split(":") for pair in _OTHER_FORMS_TEXT.split())
)


_VERB_FORMS = frozenset(_IRREGULAR) | frozenset(_IRREGULAR.values())


def is_verb_form(word: str) -> bool:
    """Whether a lower-case word looks like a verb: an irregular verb form, or a regular past
    or third-person form ("funded", "sues")."""
    return word in _VERB_FORMS or (len(word) >= 4 and word.endswith(("ed", "es")))


def lemma(word: str) -> str:
    """The comparison key of a lower-case word: irregular forms mapped to their base ("rose"
    → "rise"), then ``text.stem``."""
    return stem(_IRREGULAR.get(word, word))


_SUFFIXES = (
    "ational",
    "ication",  # "unification": "unify"
    "ation",
    "ition",
    "ments",
    "ment",
    "ness",
    "ities",
    "ity",
    "ance",
    "ence",
    "tion",
    "sion",
    "ion",
    "ical",
    "ial",
    "ally",
    "al",
    "ive",
    "ous",
    "ful",
    "able",
    "ible",
    "ers",
    "er",
    "or",
    "ist",
    "ic",
    "ly",
    "ing",
    "ed",
    "es",
    "s",
    "e",
    "y",
)


def root(key: str) -> str:
    """A derivational root of a lemma key ("construction" and "constructed" → "construct"),
    used only for loose matching; keys shorter than five letters are their own root."""
    if len(key) < 5 or not key.isalpha():
        return key
    for suffix in _SUFFIXES:
        if key.endswith(suffix) and len(key) - len(suffix) >= 4:
            return key[: -len(suffix)]
    return key


def lemmas(text: str) -> frozenset[str]:
    """The lemma keys of the whitespace-separated words of ``text``."""
    return frozenset(lemma(w) for w in text.split())


HEDGES: frozenset[str] = lemmas(
    """
    about approximately roughly around circa nearly almost some just estimated
    reportedly current currently now today still already actually really typically usually generally
    normally overall basically respectively altogether total totally exactly precisely
    likely probably certain various several different whole entire located situated lies lying
    nonetheless nevertheless however moreover furthermore additionally meanwhile notably
    formally officially entirely wholly
    """
)
"""Words that qualify a claim without changing what it states; they need no support."""

# Each word is read through ``lemma``: "founded", not "found", which is the past of "find".
_SYNONYMS = """
buy purchase acquire own | start begin commence launch kick | end finish conclude complete |
founded establish set form start incorporate | contract deal agreement |
big large huge sizeable | small little tiny |
get receive obtain earn gain | give provide offer supply grant hand | need require |
allow permit let | help assist aid support | show display exhibit present reveal |
say state tell report announce claim note add | make produce manufacture create build |
build construct erect manufacture | design devise | die pass | live reside dwell |
home house household residence dwelling | city town municipality | car vehicle automobile |
child kid youngster minor | fast quick rapid swift speedy | cost price fee charge |
woman female | man male |
cheap inexpensive affordable | expensive costly pricey dear | enough sufficient adequate |
main chief primary principal leading major key | firm company business corporation enterprise |
employee staff worker personnel workforce | job post position role | use utilise utilize employ |
expire lapse | often frequently regularly | person individual | flow run stream |
trip journey travel voyage crossing | study research investigate examine | doctor physician |
medicine drug medication treatment | illness disease sickness condition ailment |
magazine journal periodical publication | film movie | picture photo photograph image |
shop store retailer outlet | customer client buyer | reply answer respond |
world global planet earth | fix repair mend | stop halt cease discontinue |
keep retain maintain house | link connect join | near close nearby | top peak highest maximum |
mostly mainly largely primarily chiefly predominantly | former ex previous earlier past |
return back | leave depart exit | arrive reach | win victory triumph beat defeat gold |
rule regulation law statute | ask request | include contain comprise encompass cover |
part portion share section proportion | weigh weight | tall high height | long length |
wide width breadth | deep depth | old age aged | older elder | oldest eldest |
team side squad | goal aim objective target |
area region zone district | sea ocean | shore coast coastline | river waterway |
hill mountain mount summit peak | eat consume | drink beverage | food meal | law act |
rise increase grow climb gain boost jump surge expand up | fall decrease drop decline reduce lower
shrink dip slump plunge sink cut down | reach hit | send deliver dispatch ship |
place put | choose select pick | happen occur | host hold stage | lead head direct run manage |
chief head leader director boss | ceo executive | appoint name hire | try attempt |
ban forbid prohibit bar outlaw | free complimentary | power electricity energy |
lawsuit suit sue litigate | result outcome | rate pace speed | plan scheme programme program |
kill slay | hurt injure harm damage | damage harm destroy | protect shield guard safeguard |
twice double | half halve | annual yearly | daily everyday | weekly week | monthly month |
hour hourly | quickly rapidly swiftly | slowly gradually | nation country state |
king monarch ruler | queen monarch | son child | daughter child | wife spouse | husband spouse |
pupil student learner | lend loan | author writer novelist | play star portray act |
wife husband spouse partner marry married | ascent ascend climb |
teacher instructor tutor | university college school |
ill sick unwell | safe secure | spot place site location | ex former |
inhabitant resident population | hold collection | reign rule | look appear seem |
attend study graduate enrol | filmmaker director | qualify eligible entitled |
hit strike collide | maiden first inaugural debut | moon satellite | base seat headquarter |
trace track locate | reject refuse rebuff | doctorate phd doctoral dphil | stay remain |
wind gust |
""".strip()


def _groups(text: str) -> dict[str, frozenset[int]]:
    ids: dict[str, set[int]] = {}
    for number, group in enumerate(text.split("|")):
        for word in group.split():
            ids.setdefault(lemma(word), set()).add(number)
    return {key: frozenset(value) for key, value in ids.items()}


_SYNONYM_IDS: Mapping[str, frozenset[int]] = MappingProxyType(_groups(_SYNONYMS))


def synonym_ids(key: str) -> frozenset[int]:
    """The synonym groups a lemma key belongs to (empty when none)."""
    return _SYNONYM_IDS.get(key, frozenset())


_UNITS_TEXT = """
length km: km kms kilometre kilometres kilometer kilometers |
length m: m metre metres meter meters |
length cm: cm centimetre centimetres centimeter centimeters |
length mm: mm millimetre millimetres millimeter millimeters |
length mi: mi mile miles | length nmi: nmi | length ft: ft foot feet |
length inch: inch inches |
mass kg: kg kgs kilogram kilograms kilogramme kilogrammes kilo kilos |
mass g: g gram grams gramme grammes | mass mg: mg milligram milligrams |
mass lb: lb lbs pound pounds | mass t: tonne tonnes ton tons |
volume l: l litre litres liter liters |
volume ml: ml millilitre millilitres milliliter milliliters |
volume gal: gallon gallons |
temperature c: celsius centigrade | temperature f: fahrenheit | degree deg: degree degrees |
share pct: percent pct percentage % |
money usd: dollar dollars usd $ | money eur: euro euros eur € | money gbp: gbp sterling £ |
money yen: yen ¥ |
time s: s sec secs second seconds | time min: min mins minute minutes |
time h: h hr hrs hour hours | time day: day days | time week: week weeks |
time month: month months | time year: year years yr yrs |
data kb: kb kilobyte kilobytes | data mb: mb megabyte megabytes |
data gb: gb gigabyte gigabytes | data tb: tb terabyte terabytes |
power w: w watt watts | power kw: kw kilowatt kilowatts | power mw: mw megawatt megawatts |
power gw: gw gigawatt gigawatts | energy kwh: kwh | speed kmh: kmh kph km/h |
speed mph: mph |
area km2: km2 km² | area m2: m2 m² | area mi2: mi2 | area ha: ha hectare hectares |
area acre: acre acres
"""


def _units(text: str) -> tuple[dict[str, str], dict[str, str]]:
    canonical: dict[str, str] = {}
    dimension: dict[str, str] = {}
    for entry in text.split("|"):
        head, words = entry.split(":")
        dim, unit = head.split()
        dimension[unit] = dim
        for word in words.split():
            canonical[word] = unit
    return canonical, dimension


_UNIT_OF, _DIMENSION = _units(_UNITS_TEXT)


# How many of its dimension's base unit (metre, gram, litre, second, byte in kB, watt) a
# metric or clock unit holds.
_BASE_FACTOR = {
    "km": 1000.0, "m": 1.0, "cm": 0.01, "mm": 0.001, "mi": 1609.344, "nmi": 1852.0,
    "ft": 0.3048, "inch": 0.0254,
    "kg": 1000.0, "g": 1.0, "mg": 0.001, "t": 1_000_000.0,
    "l": 1.0, "ml": 0.001,
    "s": 1.0, "min": 60.0, "h": 3600.0,
    "kb": 1.0, "mb": 1000.0, "gb": 1_000_000.0, "tb": 1_000_000_000.0,
    "w": 1.0, "kw": 1000.0, "mw": 1_000_000.0, "gw": 1_000_000_000.0,
}  # fmt: skip


def base_factor(unit: str) -> float | None:
    """How many of the base unit of its dimension a canonical unit holds (``"km"`` → 1000,
    ``"min"`` → 60), or None for a unit with no fixed factor (money, years, months)."""
    return _BASE_FACTOR.get(unit)


def canonical_unit(word: str) -> str | None:
    """The unit a word or symbol names (``"kilometres"`` → ``"km"``), or None."""
    return _UNIT_OF.get(word.lower())


def units_of(dimension: str) -> frozenset[str]:
    """The canonical units that measure a dimension (``"mass"`` → kg, g, mg, lb, t)."""
    return frozenset(unit for unit, dim in _DIMENSION.items() if dim == dimension)


def unit_dimension(unit: str) -> str:
    """What a canonical unit measures (``"km"`` → ``"length"``)."""
    return _DIMENSION.get(unit, unit)


_POLARITY_TEXT = """
change + rise increase grow climb gain raise boost jump surge expand soar hike up |
change - fall decrease drop decline reduce lower shrink dip slump plunge sink cut down lose |
amount + more greater larger bigger higher largest biggest highest maximum exceed |
amount - less fewer smaller lower smallest lowest minimum |
weight + heavier heaviest | weight - lighter lightest |
price + expensive costlier dearer pricier | price - cheaper cheapest inexpensive |
heat + warm warmer warmest hot hotter hottest | heat - cold colder coldest cool cooler |
order + before earlier earliest first prior | order - after later latest last subsequent |
speed + fast faster fastest quick quicker rapid rapidly swift | speed - slow slower slowest slowly |
permit + allow permit accept welcome enable | permit - forbid ban prohibit reject refuse disable |
verdict + uphold confirm affirm | verdict - overturn reverse quash annul |
safety + safe harmless | safety - unsafe dangerous harmful |
result + succeed success pass beat surpass meet achieve |
result - fail failure miss skip omit bypass |
retention + retain keep preserve spare | retention - delete discard destroy erase purge |
include + include included cover covered | include - exclude excluded |
open + open | open - close shut |
tense + current currently presently now | tense - former formerly previous previously once ex |
quality + improve improvement better best | quality - worsen worse worst deteriorate |
extent + advance | extent - retreat |
life + survive survivor alive | life - die dead death kill killed fatal |
approval + approve pass adopt back support | approval - reject oppose veto block |
strength + strong stronger strongest robust | strength - weak weaker weakest poor |
age + old older oldest elderly aged | age - young younger youngest |
length + long longer longest lengthy | length - short shorter shortest brief |
distance + far farther furthest distant remote | distance - near nearer nearest nearby |
difficulty + hard harder difficult | difficulty - easy easier easiest |
legality + legal lawful | legality - illegal unlawful |
duty + mandatory compulsory obligatory required | duty - optional voluntary |
guilt + guilty convict convicted | guilt - innocent acquit acquitted cleared |
moisture + wet wetter wettest rainy | moisture - dry drier driest |
wealth + rich richer richest wealthy | wealth - poor poorer poorest |
outcome + win won victory | outcome - lose lost |
pooling + shared jointly pooled collectively |
pooling - separately individually independently
"""


def _polarities(text: str) -> dict[str, frozenset[tuple[str, str]]]:
    found: dict[str, set[tuple[str, str]]] = {}
    for entry in text.split("|"):
        words = entry.split()
        scale, sign = words[0], words[1]
        for word in words[2:]:
            found.setdefault(lemma(word), set()).add((scale, sign))
    return {key: frozenset(value) for key, value in found.items()}


_POLARITY: Mapping[str, frozenset[tuple[str, str]]] = MappingProxyType(_polarities(_POLARITY_TEXT))


def polarities(keys: Iterable[str]) -> dict[str, set[str]]:
    """For lemma keys, the direction scales they speak of and the signs used on each
    (``{"change": {"+"}}`` for "rose")."""
    found: dict[str, set[str]] = {}
    for key in keys:
        for scale, sign in _POLARITY.get(key, ()):
            found.setdefault(scale, set()).add(sign)
    return found


_EXCLUSIVE_TEXT = """
kin: son daughter brother sister father mother uncle aunt nephew niece cousin grandson
granddaughter grandfather grandmother wife husband stepson stepdaughter |
metal: gold silver bronze platinum diamond |
ordinal: first second third fourth fifth sixth seventh eighth ninth tenth |
weekday: monday tuesday wednesday thursday friday saturday sunday |
compass: north south east west northern southern eastern western northeast northwest southeast
southwest north-east north-west south-east south-west |
season: summer autumn winter |
daypart: morning afternoon evening night midnight noon |
colour: red blue green yellow black white orange purple pink brown grey gray |
organ: heart liver lung kidney brain stomach skin bone pancreas bladder intestine colon |
sex: male female man woman men women boy girl |
instrument: piano guitar violin cello drum trumpet saxophone flute clarinet harp organ
trombone viola |
element: hydrogen helium oxygen nitrogen carbon iron copper zinc lead tin sodium potassium
calcium magnesium aluminium aluminum uranium methane |
cancer: bowel lung breast prostate skin pancreatic ovarian cervical |
period: hourly daily weekly fortnightly monthly quarterly annually yearly annual
"""


def _exclusive(text: str) -> dict[str, frozenset[str]]:
    groups: dict[str, set[str]] = {}
    for entry in text.split("|"):
        name, words = entry.split(":")
        for word in words.split():
            groups.setdefault(lemma(word), set()).add(name.strip())
    return {k: frozenset(v) for k, v in groups.items()}


_EXCLUSIVE: Mapping[str, frozenset[str]] = MappingProxyType(_exclusive(_EXCLUSIVE_TEXT))


def exclusive_group(key: str) -> frozenset[str]:
    """The closed sets of mutually exclusive words a lemma key belongs to ("son" → kin,
    "gold" → metal): one member said where the context says another is a change."""
    return _EXCLUSIVE.get(key, frozenset())


def _converse_table(text: str) -> dict[str, frozenset[str]]:
    pairs: dict[str, frozenset[str]] = {}
    for entry in text.split("|"):
        one, other = (lemmas(side) for side in entry.split("/"))
        for word in one:
            pairs[word] = pairs.get(word, frozenset()) | other
        for word in other:
            pairs[word] = pairs.get(word, frozenset()) | one
    return pairs


# Verbs that say the same of two people with their roles the other way round: "A lost to B"
# is "B beat A", "A studied under B" is "B taught A".
_CONVERSES: Mapping[str, frozenset[str]] = MappingProxyType(
    _converse_table(
        "lose lost / beat defeat defeated | study studied / teach taught | borrow borrowed / "
        "lend lent | precede preceded / follow followed | trail trailed / lead led"
    )
)


def converses(key: str) -> frozenset[str]:
    """The lemma keys of the verbs that say what the verb ``key`` says with the two parties'
    roles the other way round ("beat" for "lose"; empty when none)."""
    return _CONVERSES.get(key, frozenset())

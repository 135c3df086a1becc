/**
 * Passwords too common to accept (spec §8 'weak-password': 'Password is too weak.'): about 1,100 of
 * the passwords that top the public leak-derived lists (RockYou, SecLists' most-common lists), common names and
 * words among them, plus the obvious ones for this product. Compared case-insensitively; whitespace-separated
 * here to keep the module small. A breached-password service (k-anonymity range queries) can replace it later.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 pussy superman
1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter
buster soccer harley batman andrew tigger sunshine iloveyou fuckme 2000 charlie robert thomas hockey ranger
daniel starwars klaster 112233 george asshole computer michelle jessica pepper 1111 zxcvbn 555555 11111111
131313 freedom 777777 pass fuck maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley
6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix william
corvette hello martin heather secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888
anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha
bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan welcome
falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer
booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq
purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999
ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha chester mother forever johnny edward
333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy iwantu slayer
rangers charles angel flower bigdaddy rabbit wizard bigdick jasper enter rachel chris 7777 sophie hello1
rainbow lovely 1q2w3e4r 1q2w3e qwerty123 password1 password123 password12 passw0rd p@ssw0rd p@ssword pa55word
letmein1 welcome1 welcome123 admin admin123 administrator root toor changeme default guest login master123
abc12345 abcd1234 abcdef abcdefg abcdefgh 1qaz2wsx3edc zaq12wsx zaq1zaq1 qazwsxedc asdfghjkl asdfasdf asdf1234
qwertyui qwerty1 qwerty12 qwertyu 1234abcd 12341234 11223344 123abc 123456a 123456q 12345a 12345q a123456
a12345 aa123456 aa12345678 q123456 qwe123 qweasd qweasdzxc zxc123 zxcvbnm1 iloveyou1 iloveu iloveyou2
princess1 sunshine1 football1 baseball1 monkey1 dragon1 shadow1 superman1 michael1 jordan23 charlie1 master1
hunter2 starwars1 pokemon pokemon1 minecraft fortnite roblox naruto batman1 spiderman liverpool chelsea1
arsenal1 manchester barcelona realmadrid juventus football12 soccer1 basketball hockey1 tennis1 golf golfer1
cricket sachin india123 india@123 pakistan bangladesh nepal srilanka mumbai delhi bangalore chennai kolkata
pune hyderabad ganesh krishna shiva jaishriram omsairam saibaba hanuman durga lakshmi 786786 786 allah
allah786 bismillah muhammad jesus jesus1 jesuschrist christ god godisgood blessed blessing faith grace angel1
angels heaven peace freedom1 liberty america usa123 canada australia england france germany mexico brasil
brazil russia china japan korea family family1 friends friend lovers loveme lovelove love123 iloveyou123
mylove mybaby baby baby123 babygirl babyboy princesa tequiero teamo amor amoreterno 1234567a 12345678a
123456789a 1234567890a 0987654321 9876543210 1111111 111111111 1111111111 000000000 0000000000 00000000
0000000 2222222 22222222 1212121 12121212 1231231 123321123 147258369 147258 159357 159951 258456 321321
456789 456123 741852963 789456 789456123 852456 963852741 112233445566 101010 1010 2020 2021 2022 2023 2024
2025 19841984 19851985 19861986 19871987 19881988 19891989 19901990 19911991 19921992 1qazxsw2 2wsx3edc
3edc4rfv !qaz2wsx q1w2e3 q1w2e3r4t5y6 1q2w3e4r5t 1q2w3e4r5t6y zaqxsw qazxsw mnbvcxz poiuytrewq lkjhgfdsa
ytrewq asdfg zxcvb qwert trewq asdf qwer zxcv aaaaaaaa aaaaaaa abc abcabc abc123456 abc1234 abcd123 abcde12345
a1b2c3 a1b2c3d4 1a2b3c 1a2b3c4d test123 test1234 testing tester testtest demo demo123 demo1234 user user123
username temp temp123 temppass sample hello123 helloworld hello12 hellokitty kitty kitten cat dog doggie puppy
tiger lion eagle dolphin dolphins butterfly flower1 flowers rose sunflower orange1 apple apple123 banana1
cherry strawberry chocolate cookie1 candy sugar honey sweet sweetie cupcake pumpkin peaches muffin pepper1
ginger1 cinnamon vanilla coffee1 pizza pizza123 cheese1 bacon burger hotdog summer1 winter spring autumn
sunday monday friday january february march april june july august september october november december silver1
golden gold diamond1 crystal pearl ruby emerald sapphire purple1 yellow1 green red blue black white pink
orange123 blue123 black123 red123 computer1 internet1 google facebook twitter youtube instagram whatsapp
linkedin yahoo hotmail gmail microsoft windows apple1 iphone samsung1 nokia sony dell lenovo asus acer hp123
server network security secure secret1 secret123 private public access1 accessdenied letmein123 openup
opensesame open sesame password! password1! password@123 pass123 pass1234 pass12345 passwd passpass pass@123
mypassword mypass newpass newpassword oldpassword nopassword nothing whatever1 something anything everything
qwerty! killer1 killer123 hacker hacked matrix1 neo zion trinity morpheus gandalf frodo hobbit legolas aragorn
sauron voldemort harrypotter hogwarts hermione dumbledore skywalker vader yoda jedi starwars123 startrek spock
kirk batman123 joker superman123 wolverine ironman thor hulk captain avengers marvel deadpool mario luigi
zelda link pikachu sonic tetris nintendo playstation xbox360 gamer gaming player1 warcraft diablo2
counterstrike callofduty halo fifa pes mustang1 camaro1 corvette1 ferrari1 porsche1 bmw mercedes1 audi honda
toyota nissan ford chevy harley1 yamaha1 suzuki kawasaki ducati jaguar lamborghini bugatti jeep michael123
david daniel1 james john john123 robert1 william1 richard1 joseph1 thomas1 charles1 christopher chris123
matthew1 anthony1 mark donald steven paul andrew1 joshua1 kevin brian george1 edward1 ronald timothy jason
jeffrey ryan jacob gary nicholas eric stephen jonathan larry justin1 scott frank brandon1 raymond gregory
samuel benjamin patrick1 jack dennis jerry alexander tyler mary patricia linda barbara elizabeth jennifer1
maria susan margaret dorothy lisa nancy karen betty helen sandra donna carol ruth sharon michelle1 laura sarah
kimberly deborah jessica1 shirley cynthia angela melissa1 brenda amy anna rebecca virginia kathleen pamela
martha debra amanda1 stephanie carolyn christine marie janet catherine frances ann joyce diane alice julie
heather1 teresa doris gloria evelyn jean cheryl mildred katherine joan ashley1 judith rose1 janice kelly
nicole1 judy christina kathy theresa beverly denise tammy irene jane lori rachel1 marilyn andrea1 kathryn
louise sara anne jacqueline wanda bonnie julia ruby1 lois tina phyllis norma paula diana annie lillian emily
robin peggy crystal1 gladys rita dawn connie florence tracy edna tiffany carmen rosa cindy grace1 wendy
victoria edith kim sherry sylvia josephine thelma shannon sheila ethel ellen elaine marjorie carrie charlotte
monica esther pauline emma juanita anita rhonda hazel amber eva debbie april1 leslie clara lucille jamie
joanne eleanor valerie danielle megan alicia suzanne michele gail bertha darlene veronica jill erin geraldine
lauren cathy joann lorraine lynn sally regina erica beatrice dolores bernice audrey yvonne annette june1
samantha1 marion dana stacy ana renee ida vivian roberta holly brittany melanie loretta yolanda jeanette
laurie katie kristen vanessa alma sue elsie beth jeanne vicki carla tara rosemary eileen terri gertrude lucy
tonya ella stacey wilma gina kristin jessie natalie agnes vera willie charlene bessie delores melinda pearl1
arlene maureen colleen allison tamara joy georgia constance lillie claudia jackie marcia tanya nellie minnie
marlene heidi glenda lydia viola courtney marian stella caroline dora jo vickie mattie terry maxine irma mabel
marsha myrtle lena christy deanna patsy hilda gwendolyn jennie nora margie nina cassandra leah penny kay
priscilla naomi carole brandy1 olga billie dianne tracey leona jenny felicia sonia miriam velma becky bobbie
violet kristina toni misty mae shelly daisy ramona sherri erika katrina claire abode abode123 abode1234
abode@123 abodeabode abode2024 abode2025 realestate property property123 house house123 home home123 homes
apartment rent rental landlord tenant agent broker builder ebroker
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when `password` (any case) is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** How many passwords the list holds (for tests). */
export const COMMON_PASSWORD_COUNT = COMMON.size;

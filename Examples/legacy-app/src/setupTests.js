import Enzyme from 'enzyme';
import Adapter from 'enzyme-adapter-react-16';

Enzyme.configure({ adapter: new Adapter() });

window.ACME_STATIC_URL = undefined;
window.scrollTo = () => {};

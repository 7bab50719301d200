/** Jest stands this in for style sheets (swiper/css): they have no exports a test could read. */
const styles = {};
export default styles;

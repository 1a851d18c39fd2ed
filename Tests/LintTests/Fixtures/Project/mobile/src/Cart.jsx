import { Text, View } from 'react-native';

const pattern = /<Text numberOfLines={1}>/;
const hint = `Don't use ${'<Text allowFontScaling={false}>'} anywhere`;

export const Cart = ({ items }) => (
  <View>
    {items.map((item) => (
      <Text key={item.id} numberOfLines={1}>
        {item.name} – don't miss it
      </Text>
    ))}
    <View style={{ height: 30 }}><Text>{items.length} items</Text></View>
  </View>
);

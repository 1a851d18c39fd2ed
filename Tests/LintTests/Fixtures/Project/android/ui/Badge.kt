package com.example.ui

@Composable
fun PriceTag(price: String, label: String) {
    val note = "Text(\"$price\", maxLines = 1) is only a string here"
    /* Modifier.height(20.dp) in a comment */
    Button(onClick = {}, modifier = Modifier.height(32.dp)) { Text(label) }
    BadgedBox(badge = { Badge { Text(price, maxLines = 1) } }) { Icon(Icons.Default.Cart, null) }
    Text(text = label, maxLines = 1)
}
